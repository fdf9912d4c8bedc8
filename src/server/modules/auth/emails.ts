import { PLATFORM_BRAND } from "../../../domain/branding";
import { action, layoutEmail, para } from "../../platform/mail/email-layout";
import type { MailMessage } from "../../platform/mail/system-mailer";

/** The confirmation link lands on the confirmation screen (spec 1 §2.5), which verifies the token. */
export function confirmationEmail(appUrl: string, to: string, token: string): MailMessage {
  const link = `${appUrl}/auth/callback?type=signup&token=${encodeURIComponent(token)}`;
  const subject = "Confirme seu e-mail no Minuta";
  return {
    to,
    subject,
    ...layoutEmail(PLATFORM_BRAND, {
      subject,
      assetBaseUrl: appUrl,
      blocks: [
        para("Olá! Para ativar sua conta no Minuta, confirme seu e-mail abrindo o link abaixo:"),
        action("Confirmar e-mail", link, link),
        para("Se você não criou esta conta, ignore esta mensagem."),
      ],
    }),
  };
}

export function resetPasswordEmail(appUrl: string, to: string, token: string): MailMessage {
  const link = `${appUrl}/auth/callback?type=recovery&token=${encodeURIComponent(token)}`;
  const subject = "Redefinição de senha do Minuta";
  return {
    to,
    subject,
    ...layoutEmail(PLATFORM_BRAND, {
      subject,
      assetBaseUrl: appUrl,
      blocks: [
        para(
          "Recebemos um pedido para redefinir a senha da sua conta no Minuta. Abra o link abaixo para escolher uma nova senha:",
        ),
        action("Redefinir senha", link, link),
        para("Se você não pediu, ignore esta mensagem."),
      ],
    }),
  };
}
