import type { MailMessage } from "../../platform/mail/system-mailer";

/** The confirmation link lands on the confirmation screen (spec 1 §2.5), which verifies the token. */
export function confirmationEmail(appUrl: string, to: string, token: string): MailMessage {
  const link = `${appUrl}/auth/callback?type=signup&token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Confirme seu e-mail no Minuta",
    text: `Olá! Para ativar sua conta no Minuta, confirme seu e-mail abrindo o link abaixo:\n\n${link}\n\nSe você não criou esta conta, ignore esta mensagem.`,
    html: `<p>Olá!</p><p>Para ativar sua conta no Minuta, confirme seu e-mail:</p><p><a href="${link}">Confirmar e-mail</a></p><p>Se você não criou esta conta, ignore esta mensagem.</p>`,
  };
}

export function resetPasswordEmail(appUrl: string, to: string, token: string): MailMessage {
  const link = `${appUrl}/auth/callback?type=recovery&token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Redefinição de senha do Minuta",
    text: `Recebemos um pedido para redefinir a senha da sua conta no Minuta. Abra o link abaixo para escolher uma nova senha:\n\n${link}\n\nSe você não pediu, ignore esta mensagem.`,
    html: `<p>Recebemos um pedido para redefinir a senha da sua conta no Minuta.</p><p><a href="${link}">Redefinir senha</a></p><p>Se você não pediu, ignore esta mensagem.</p>`,
  };
}
