import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender's display name (white label: the account's); the address stays the platform's. */
  fromName?: string;
  /** Files sent with it (the signed PDF to its signers, issue 48 point 6). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** Where the recipient's reply goes (a support ticket's inbound address, decision 0050); unset: nowhere. */
  replyTo?: string;
}

/** Sends the platform's own e-mail (confirmation, password reset). */
export interface SystemMailer {
  send(message: MailMessage): Promise<void>;
  /** Messages kept by the development outbox, newest first (empty for real transports). */
  outbox(): ReadonlyArray<MailMessage & { sentAt: string }>;
}

const FROM_ADDRESS = "nao-responda@minuta.local";
const FROM = `Minuta <${FROM_ADDRESS}>`;
/** The From of a message: its own display name (nodemailer quotes and encodes it) or the platform's. */
const fromOf = (m: MailMessage) => (m.fromName ? { name: m.fromName, address: FROM_ADDRESS } : FROM);

/** Real SMTP through nodemailer, from an `smtp://user:pass@host:port` URL. */
export function smtpMailer(smtpUrl: string): SystemMailer {
  const transport = nodemailer.createTransport(smtpUrl, { from: FROM });
  return {
    async send(m) {
      const { fromName: _name, ...message } = m;
      await transport.sendMail({ ...message, from: fromOf(m) });
    },
    outbox: () => [],
  };
}

/** Without SMTP_URL: print to the console and keep the last 50 messages for /dev/mailbox. */
export function devOutboxMailer(log: (line: string) => void = console.log): SystemMailer {
  const kept: Array<MailMessage & { sentAt: string }> = [];
  return {
    async send(m) {
      kept.unshift({ ...m, sentAt: new Date().toISOString() });
      kept.length = Math.min(kept.length, 50);
      const files = m.attachments?.length ? `\nAnexo: ${m.attachments.map((a) => a.filename).join(", ")}` : "";
      log(`\n[minuta] e-mail para ${m.to}: ${m.subject}\n${m.text}${files}\n`);
    },
    outbox: () => kept,
  };
}

/**
 * Sends in the background with retries and backoff, so a slow or failing SMTP server neither blocks
 * sign-up nor loses the message silently: every failed attempt is logged, the last one as an error.
 */
export function retryingMailer(
  inner: SystemMailer,
  opts: { delaysMs?: number[]; log?: (level: "warn" | "error", msg: string) => void } = {},
): SystemMailer & { idle(): Promise<void> } {
  const delays = opts.delaysMs ?? [2_000, 10_000, 60_000];
  const log = opts.log ?? ((level, msg) => console[level](msg));
  const inFlight = new Set<Promise<void>>();
  const attempt = async (m: MailMessage) => {
    for (let i = 0; ; i++) {
      try {
        await inner.send(m);
        return;
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        if (i >= delays.length) {
          log("error", `[minuta] e-mail para ${m.to} ("${m.subject}") não enviado após ${i + 1} tentativas: ${reason}`);
          return;
        }
        log("warn", `[minuta] falha ao enviar e-mail para ${m.to} (tentativa ${i + 1}): ${reason}`);
        await new Promise((r) => setTimeout(r, delays[i]));
      }
    }
  };
  return {
    async send(m) {
      const p = attempt(m).finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
    outbox: () => inner.outbox(),
    async idle() {
      await Promise.all([...inFlight]);
    },
  };
}
