import type { Brand } from "../../../domain/branding/branding";
import { DELIVERY_MESSAGES } from "../../../domain/delivery/delivery";
import { type Deps, outboundOptions } from "../../platform/deps";
import type { MailMessage } from "../../platform/mail/system-mailer";
import { DeliveryFailure, loadAccountSmtp, sendAccountMailPooled, smtpFailure } from "../delivery";

/**
 * Sends one e-mail of the signing flow (a signer's message, the signed copy, the requester's notice):
 * through the account's own active SMTP, else the system mailer (a super admin's document; in development
 * without SMTP_URL, the development outbox). The delivery row's id makes a stable Message-ID.
 */
export async function sendSignatureEmail(
  deps: Deps,
  accountId: string | null,
  brand: Brand,
  deliveryId: string,
  mail: Omit<MailMessage, "fromName" | "replyTo">,
): Promise<{ providerMessageId: string | null }> {
  const smtp = accountId ? await loadAccountSmtp(deps.db, deps.secrets, accountId) : null;
  if (!smtp?.isActive) {
    try {
      await deps.mailer.send({ ...mail, ...(brand.whiteLabel ? { fromName: brand.name } : {}) });
      return { providerMessageId: null };
    } catch (err) {
      throw new DeliveryFailure(
        `${DELIVERY_MESSAGES.emailError}: ${err instanceof Error ? err.message : String(err)}`,
        false,
      );
    }
  }
  const domain = smtp.fromEmail.split("@")[1] || "minuta.local";
  try {
    const info = await sendAccountMailPooled(
      smtp,
      { ...mail, messageId: `<delivery-${deliveryId}@${domain}>` },
      outboundOptions(deps.config),
    );
    return { providerMessageId: info.messageId };
  } catch (err) {
    throw smtpFailure(err, smtp);
  }
}
