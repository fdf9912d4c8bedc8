import { PLATFORM_BRAND } from "../../../../domain/branding/branding";
import { AppError } from "../../../platform/errors/app-error";
import { layoutEmail, para } from "../../../platform/mail/email-layout";

const SUBJECT = "Teste de configuração SMTP — Minuta";

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
        subject: SUBJECT,
        ...layoutEmail(PLATFORM_BRAND, {
          subject: SUBJECT,
          assetBaseUrl: "",
          blocks: [
            para(`Este é um e-mail de teste enviado pelo Minuta com a configuração SMTP de ${accountName}.`),
            para("Se você recebeu esta mensagem, a configuração está funcionando."),
          ],
        }),
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
