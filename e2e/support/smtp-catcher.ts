/**
 * A real SMTP server for the e2e suite: it accepts every message, and an HTTP endpoint lists them
 * (GET /messages → [{to, subject, text, links}], DELETE /messages clears). Run by Playwright's
 * webServer: `tsx e2e/support/smtp-catcher.ts`.
 */
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2527);

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  links: string[];
  /** The Reply-To address, when the message has one (a support e-mail with an inbound address). */
  replyTo?: string;
  receivedAt: string;
  /** Base64 attachments (e.g. a document's PDF): content type, file name and the base64 body. */
  attachments: Array<{ contentType: string; filename: string; base64: string }>;
}

/**
 * An RFC 2231 file name (filename*=utf-8''…, or split as filename*0*=…; filename*1*=…), as mailers
 * write non-ASCII names; null when the part has none.
 */
function extendedFilename(headers: string): string | null {
  const pieces = [...headers.matchAll(/filename\*(\d+)?\*?=\s*"?([^";\r\n]+)"?/gi)]
    .sort((a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0))
    .map((m) => m[2] ?? "");
  if (pieces.length === 0) return null;
  const joined = pieces.join("").replace(/^[\w-]+'[\w-]*'/, "");
  try {
    return decodeURIComponent(joined);
  } catch {
    return joined;
  }
}

/** The base64 parts of a multipart message that are attachments (Content-Disposition: attachment). */
export function base64Attachments(raw: string): CaughtMail["attachments"] {
  const out: CaughtMail["attachments"] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const headerEnd = part.search(/\r?\n\r?\n/);
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, " ");
    if (!/content-disposition:\s*attachment/i.test(headers) || !/content-transfer-encoding:\s*base64/i.test(headers)) {
      continue;
    }
    out.push({
      contentType: /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? "",
      filename: extendedFilename(headers) ?? decodeHeader(/filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? ""),
      base64: part.slice(headerEnd).replace(/\s+/g, ""),
    });
  }
  return out;
}

/** Decodes quoted-printable (soft line breaks and =XX bytes, as UTF-8). */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i];
    const hex = joined.slice(i + 1, i + 3);
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      for (const b of Buffer.from(c ?? "", "utf8")) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Decodes RFC 2047 encoded words in a header (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
export function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _cs, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

export function parseMail(raw: string, to: string[]): CaughtMail {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = headerEnd >= 0 ? raw.slice(0, headerEnd) : raw;
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? "");
  const replyToHeader = /^reply-to:\s*(.*)$/im.exec(unfolded)?.[1];
  const replyTo = replyToHeader ? (/<([^>]+)>/.exec(replyToHeader)?.[1] ?? replyToHeader.trim()) : undefined;
  let body = raw.slice(Math.max(headerEnd, 0));
  if (/content-transfer-encoding:\s*quoted-printable/i.test(raw)) body = decodeQuotedPrintable(body);
  body = body.replace(/&amp;/g, "&");
  const links = [...new Set(body.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  return {
    to,
    subject,
    text: body,
    links,
    ...(replyTo ? { replyTo } : {}),
    receivedAt: new Date().toISOString(),
    attachments: base64Attachments(raw),
  };
}

const messages: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onAuth(_auth, _session, callback) {
    callback(null, { user: "e2e" });
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      messages.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
      callback();
    });
  },
});

smtp.listen(SMTP_PORT, "127.0.0.1");

createServer((req, res) => {
  if (req.method === "DELETE") messages.length = 0;
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(JSON.stringify(messages));
}).listen(HTTP_PORT, "127.0.0.1", () => {
  console.log(`[smtp-catcher] SMTP 127.0.0.1:${SMTP_PORT}, HTTP http://127.0.0.1:${HTTP_PORT}/messages`);
});
