import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A received message: envelope and the raw RFC 822 text (quoted-printable not decoded). */
export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  host: string;
  port: number;
  messages: CaughtMail[];
  close(): Promise<void>;
}

/**
 * A real in-process SMTP server (smtp-server) requiring AUTH with one user. `starttls: true` offers
 * STARTTLS with smtp-server's built-in self-signed certificate (clients that verify certificates fail).
 */
export async function startSmtpCatcher(opts: {
  user: string;
  pass: string;
  starttls?: boolean;
  /** Listen on this port (e.g. to bring a server "back up" where it was); random by default. */
  port?: number;
  /** Wait this long before accepting each message (a slow server, to catch work in flight). */
  delayMs?: number;
  /** Refuse this many messages first with "451 try again later" (a transient failure). */
  failFirst?: number;
}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  let failures = opts.failFirst ?? 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: opts.starttls ? [] : ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === opts.user && auth.password === opts.pass) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        if (failures > 0) {
          failures--;
          return callback(Object.assign(new Error("Servidor ocupado, tente mais tarde"), { responseCode: 451 }));
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  // A client killed mid-session (the SIGKILL tests) resets its connection: a real server logs it and
  // goes on; without a listener smtp-server would raise it as an uncaught error in the test process.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: "127.0.0.1",
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on which nothing listens (for "server down"). */
export async function closedPort(): Promise<number> {
  const catcher = await startSmtpCatcher({ user: "x", pass: "y" });
  await catcher.close();
  return catcher.port;
}
