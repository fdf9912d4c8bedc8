import { escapeHtml } from "../../../../domain/html";
import { AppError } from "../../../platform/errors/app-error";
import { type AccountSmtp, sendAccountMail, smtpErrorMessage } from "./account-mailer";

/**
 * Sends the SMTP settings' real test e-mail with an account's configuration (spec 2 §2.11) and answers the
 * success message; a failure is a 502 SMTP_TEST_FAILED with the Portuguese reason (`onFailure` sees the
 * original error first, e.g. to log it). Routes and jobs call it alike.
 */
export async function sendSmtpTestMail(
  config: AccountSmtp,
  input: { to: string; accountName: string },
  outbound: { timeoutMs: number; allowPrivate: boolean },
  onFailure?: (err: unknown) => void,
): Promise<string> {
  const { to, accountName } = input;
  try {
    await sendAccountMail(
      config,
      {
        to,
        subject: "Teste de configuração SMTP — Minuta",
        text: `Este é um e-mail de teste enviado pelo Minuta com a configuração SMTP de ${accountName}.\n\nSe você recebeu esta mensagem, a configuração está funcionando.`,
        html: `<p>Este é um e-mail de teste enviado pelo <strong>Minuta</strong> com a configuração SMTP de ${escapeHtml(accountName)}.</p><p>Se você recebeu esta mensagem, a configuração está funcionando.</p>`,
      },
      outbound,
    );
    return `E-mail de teste enviado para ${to}.`;
  } catch (err) {
    if (err instanceof AppError) throw err;
    onFailure?.(err);
    throw new AppError("SMTP_TEST_FAILED", smtpErrorMessage(err, config));
  }
}
