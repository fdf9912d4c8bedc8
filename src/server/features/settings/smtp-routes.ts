import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { escapeHtml } from "../../../domain/html";
import {
  SETTINGS_MESSAGES,
  smtpSettingsSchema,
  smtpSettingsViewSchema,
  smtpTestSchema,
} from "../../../domain/settings";
import { outboundOptions, type RouteDeps } from "../../deps";
import { sendAccountMail, smtpErrorMessage } from "../../integrations/mail/account-mailer";
import { AppError } from "../../services/app-error";
import { loadAccountSmtp, saveSmtp, smtpRow, smtpView } from "../../services/integration-configs";
import { type AccountSettingsDeps, accountSettingsRoutes } from "./account-settings-routes";

/** /api/settings/smtp (spec 2 §2.11): read, save (password kept when blank), real test e-mail. */
export function smtpSettingsRoutes(routeDeps: Pick<RouteDeps, "db" | "secrets" | "config">): FastifyPluginAsyncZod {
  const deps: AccountSettingsDeps = { ...routeDeps, ...outboundOptions(routeDeps.config) };
  const { db, secrets } = deps;
  return accountSettingsRoutes(db, {
    path: "/api/settings/smtp",
    bodySchema: smtpSettingsSchema,
    viewSchema: smtpSettingsViewSchema,
    testSchema: smtpTestSchema,
    configView: async (accountId) => {
      const row = await smtpRow(db, accountId);
      return row ? smtpView(row) : null;
    },
    save: async (accountId, body) => {
      const result = await saveSmtp(db, secrets, accountId, body, { requirePassword: true });
      if (result === "password_required") return { field: "password", message: SETTINGS_MESSAGES.passwordRequired };
      if (result === "password_for_new_address")
        return { field: "password", message: SETTINGS_MESSAGES.secretForNewAddress };
      return null;
    },
    load: (accountId) => loadAccountSmtp(db, secrets, accountId),
    notConfiguredMessage: SETTINGS_MESSAGES.smtpNeedsSave,
    sendTest: async ({ config, body, scope, log }) => {
      try {
        await sendAccountMail(
          config,
          {
            to: body.to,
            subject: "Teste de configuração SMTP — Minuta",
            text: `Este é um e-mail de teste enviado pelo Minuta com a configuração SMTP de ${scope.accountName}.\n\nSe você recebeu esta mensagem, a configuração está funcionando.`,
            html: `<p>Este é um e-mail de teste enviado pelo <strong>Minuta</strong> com a configuração SMTP de ${escapeHtml(scope.accountName)}.</p><p>Se você recebeu esta mensagem, a configuração está funcionando.</p>`,
          },
          { timeoutMs: deps.timeoutMs, allowPrivate: deps.allowPrivate },
        );
        return `E-mail de teste enviado para ${body.to}.`;
      } catch (err) {
        if (err instanceof AppError) throw err;
        log.warn({ err }, "smtp test failed");
        throw new AppError("SMTP_TEST_FAILED", 502, smtpErrorMessage(err, config));
      }
    },
  });
}
