import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { escapeHtml } from "../../../domain/html";
import { requirePermission } from "../../../domain/permissions";
import {
  SETTINGS_MESSAGES,
  smtpSettingsSchema,
  smtpSettingsViewSchema,
  smtpTestSchema,
  testResultSchema,
} from "../../../domain/settings";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { actorOf } from "../../http/guards";
import { sendAccountMail, smtpErrorMessage } from "../../integrations/mail/account-mailer";
import { loadAccountSmtp, saveSmtp, smtpRow, smtpView } from "../../services/integration-configs";
import type { Secrets } from "../../services/secrets";
import { settingsAccount } from "./scope";

const access = requirePermission("manage_corporate_account");

/** /api/settings/smtp (spec 2 §2.11): read, save (password kept when blank), real test e-mail. */
export function smtpSettingsRoutes(deps: {
  db: Db;
  secrets: Secrets;
  timeoutMs: number;
  blockPrivate: boolean;
}): FastifyPluginAsyncZod {
  const { db, secrets } = deps;
  const view = async (scope: Awaited<ReturnType<typeof settingsAccount>>) => {
    const row = await smtpRow(db, scope.accountId);
    return { ...scope, config: row ? smtpView(row) : null };
  };
  return async (app) => {
    app.get(
      "/api/settings/smtp",
      { config: { access }, schema: { response: { 200: smtpSettingsViewSchema } } },
      async (request) => view(await settingsAccount(db, actorOf(request))),
    );
    app.put(
      "/api/settings/smtp",
      { config: { access }, schema: { body: smtpSettingsSchema, response: { 200: smtpSettingsViewSchema } } },
      async (request) => {
        const scope = await settingsAccount(db, actorOf(request));
        const result = await saveSmtp(db, secrets, scope.accountId, request.body, { requirePassword: true });
        if (result === "password_required") {
          throw new AppError("VALIDATION_ERROR", 400, SETTINGS_MESSAGES.passwordRequired, {
            password: SETTINGS_MESSAGES.passwordRequired,
          });
        }
        return view(scope);
      },
    );
    app.post(
      "/api/settings/smtp/test",
      { config: { access }, schema: { body: smtpTestSchema, response: { 200: testResultSchema } } },
      async (request) => {
        const scope = await settingsAccount(db, actorOf(request));
        const cfg = await loadAccountSmtp(db, secrets, scope.accountId);
        if (!cfg) throw new AppError("NOT_CONFIGURED", 400, SETTINGS_MESSAGES.smtpNeedsSave);
        try {
          const info = await sendAccountMail(
            cfg,
            {
              to: request.body.to,
              subject: "Teste de configuração SMTP — Minuta",
              text: `Este é um e-mail de teste enviado pelo Minuta com a configuração SMTP de ${scope.accountName}.\n\nSe você recebeu esta mensagem, a configuração está funcionando.`,
              html: `<p>Este é um e-mail de teste enviado pelo <strong>Minuta</strong> com a configuração SMTP de ${escapeHtml(scope.accountName)}.</p><p>Se você recebeu esta mensagem, a configuração está funcionando.</p>`,
            },
            { timeoutMs: deps.timeoutMs, blockPrivate: deps.blockPrivate },
          );
          return {
            ok: true as const,
            message: `E-mail de teste enviado para ${request.body.to}. Resposta do servidor: ${info.response}`,
          };
        } catch (err) {
          if (err instanceof AppError) throw err;
          request.log.warn({ err }, "smtp test failed");
          throw new AppError("SMTP_TEST_FAILED", 502, smtpErrorMessage(err, cfg));
        }
      },
    );
  };
}
