import type { DeliveryChannel } from "../../../domain/delivery/delivery";
import { whatsappNumber } from "../../../domain/delivery/delivery";
import type { SystemMailer } from "../../platform/mail/system-mailer";

export interface OutboxMessage {
  channel: DeliveryChannel;
  /** E-mail address, or a phone in any mask (shown as +55…). */
  to: string;
  subject: string;
  text: string;
  /** The e-mail's HTML part (the outbox keeps it, so /dev/mailbox and e2e tests see the look). */
  html?: string;
  /** The name of a file the real transport would attach (the outbox keeps text only). */
  attachment?: string;
}

/**
 * The development outbox as one more transport (decision 0028): in development without SMTP_URL a
 * message that finds no configuration lands in /dev/mailbox like the sign-up e-mails, through the
 * delivery log's row, job and sweep like any other send. A WhatsApp message is kept as text too.
 */
export async function sendToDevOutbox(mailer: SystemMailer, m: OutboxMessage): Promise<{ providerMessageId: null }> {
  const to = m.channel === "whatsapp" ? `WhatsApp +${whatsappNumber(m.to)}` : m.to;
  const text = m.attachment ? `${m.text}\n\nAnexo: ${m.attachment}` : m.text;
  await mailer.send({ to, subject: m.subject, text, ...(m.html ? { html: m.html } : {}) });
  return { providerMessageId: null };
}
