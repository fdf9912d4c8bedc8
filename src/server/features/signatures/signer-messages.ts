import { type Deps, outboundOptions } from "../../deps";
import { sendAccountMail } from "../../integrations/mail/account-mailer";
import { sendText } from "../../integrations/whatsapp/evolution";
import { loadAccountSmtp, loadAccountWhatsapp } from "../../services/integration-configs";

/**
 * How a signer is reached: e-mail through the account's own SMTP (the system mailer when the account
 * has none, e.g. a super admin's document), WhatsApp through the account's Evolution instance.
 * Kept small so the delivery service (issue 10) can take it over.
 */
export async function mailSigner(
  deps: Deps,
  accountId: string | null,
  mail: { to: string; subject: string; text: string },
): Promise<void> {
  const smtp = accountId ? await loadAccountSmtp(deps.db, deps.secrets, accountId) : null;
  if (smtp?.isActive) {
    await sendAccountMail(smtp, mail, outboundOptions(deps.config));
    return;
  }
  await deps.mailer.send(mail);
}

/** Whether the account can send WhatsApp (configured and active). */
export async function whatsappAvailable(deps: Deps, accountId: string | null): Promise<boolean> {
  if (!accountId) return false;
  const cfg = await loadAccountWhatsapp(deps.db, deps.secrets, accountId).catch(() => null);
  return Boolean(cfg?.isActive);
}

export async function whatsappSigner(deps: Deps, accountId: string | null, phone: string, text: string): Promise<void> {
  const cfg = accountId ? await loadAccountWhatsapp(deps.db, deps.secrets, accountId) : null;
  if (!cfg?.isActive) throw new Error("WhatsApp não configurado");
  await sendText(cfg, phone.replace(/\D/g, ""), text, outboundOptions(deps.config));
}
