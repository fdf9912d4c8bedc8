import { PLATFORM_BRAND } from "../../../domain/branding/branding";
import { action, layoutEmail, para } from "../../platform/mail/email-layout";
import type { MailMessage } from "../../platform/mail/system-mailer";

/** The texts of an e-mail whose one action is a link to the auth callback screen. */
interface AuthLinkTexts {
  subject: string;
  intro: string;
  button: string;
  ignore: string;
}

/** A platform e-mail with a link to the auth callback screen, which handles the token as `type` says. */
function authLinkEmail(appUrl: string, to: string, type: string, token: string, texts: AuthLinkTexts): MailMessage {
  const link = `${appUrl}/auth/callback?type=${type}&token=${encodeURIComponent(token)}`;
  const { subject } = texts;
  return {
    to,
    subject,
    ...layoutEmail(PLATFORM_BRAND, {
      subject,
      assetBaseUrl: appUrl,
      blocks: [para(texts.intro), action(texts.button, link, link), para(texts.ignore)],
    }),
  };
}

/** The confirmation link lands on the confirmation screen (spec 1 §2.5), which verifies the token. */
export function confirmationEmail(appUrl: string, to: string, token: string): MailMessage {
  return authLinkEmail(appUrl, to, "signup", token, {
    subject: "Confirme seu e-mail no Minuta",
    intro: "Olá! Para ativar sua conta no Minuta, confirme seu e-mail abrindo o link abaixo:",
    button: "Confirmar e-mail",
    ignore: "Se você não criou esta conta, ignore esta mensagem.",
  });
}

export function resetPasswordEmail(appUrl: string, to: string, token: string): MailMessage {
  return authLinkEmail(appUrl, to, "recovery", token, {
    subject: "Redefinição de senha do Minuta",
    intro:
      "Recebemos um pedido para redefinir a senha da sua conta no Minuta. Abra o link abaixo para escolher uma nova senha:",
    button: "Redefinir senha",
    ignore: "Se você não pediu, ignore esta mensagem.",
  });
}
