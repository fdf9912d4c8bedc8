import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends the platform's own e-mail (confirmation, password reset). */
export interface SystemMailer {
  send(message: MailMessage): Promise<void>;
  /** Messages kept by the development outbox, newest first (empty for real transports). */
  outbox(): ReadonlyArray<MailMessage & { sentAt: string }>;
}

const FROM = "Minuta <nao-responda@minuta.local>";

/** Real SMTP through nodemailer, from an `smtp://user:pass@host:port` URL. */
export function smtpMailer(smtpUrl: string): SystemMailer {
  const transport = nodemailer.createTransport(smtpUrl, { from: FROM });
  return {
    async send(m) {
      await transport.sendMail({ from: FROM, ...m });
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
      log(`\n[minuta] e-mail para ${m.to}: ${m.subject}\n${m.text}\n`);
    },
    outbox: () => kept,
  };
}
