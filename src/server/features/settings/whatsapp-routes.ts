import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePermission } from "../../../domain/permissions";
import {
  isHttpUrl,
  SETTINGS_MESSAGES,
  testResultSchema,
  whatsappSettingsSchema,
  whatsappSettingsViewSchema,
  whatsappTestSchema,
} from "../../../domain/settings";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { actorOf } from "../../http/guards";
import { EvolutionError, sendText } from "../../integrations/whatsapp/evolution";
import { loadAccountWhatsapp, saveWhatsapp, whatsappRow, whatsappView } from "../../services/integration-configs";
import { OutboundError } from "../../services/outbound-http";
import type { Secrets } from "../../services/secrets";
import { settingsAccount } from "./scope";

const access = requirePermission("manage_corporate_account");

/** /api/settings/whatsapp (spec 2 §2.12): read, save (key kept when blank), real test message. */
export function whatsappSettingsRoutes(deps: {
  db: Db;
  secrets: Secrets;
  timeoutMs: number;
  blockPrivate: boolean;
}): FastifyPluginAsyncZod {
  const { db, secrets } = deps;
  const view = async (scope: Awaited<ReturnType<typeof settingsAccount>>) => {
    const row = await whatsappRow(db, scope.accountId);
    return { ...scope, config: row ? whatsappView(row, secrets) : null };
  };
  return async (app) => {
    app.get(
      "/api/settings/whatsapp",
      { config: { access }, schema: { response: { 200: whatsappSettingsViewSchema } } },
      async (request) => view(await settingsAccount(db, actorOf(request))),
    );
    app.put(
      "/api/settings/whatsapp",
      { config: { access }, schema: { body: whatsappSettingsSchema, response: { 200: whatsappSettingsViewSchema } } },
      async (request) => {
        const scope = await settingsAccount(db, actorOf(request));
        const result = await saveWhatsapp(db, secrets, scope.accountId, request.body);
        if (result === "key_required") {
          throw new AppError("VALIDATION_ERROR", 400, SETTINGS_MESSAGES.apiKeyRequired, {
            apiKey: SETTINGS_MESSAGES.apiKeyRequired,
          });
        }
        return view(scope);
      },
    );
    app.post(
      "/api/settings/whatsapp/test",
      { config: { access }, schema: { body: whatsappTestSchema, response: { 200: testResultSchema } } },
      async (request) => {
        const scope = await settingsAccount(db, actorOf(request));
        const cfg = await loadAccountWhatsapp(db, secrets, scope.accountId);
        if (!cfg) throw new AppError("NOT_CONFIGURED", 400, SETTINGS_MESSAGES.whatsappNeedsSave);
        // A stored URL is re-checked before any request.
        if (!isHttpUrl(cfg.apiUrl)) throw new AppError("VALIDATION_ERROR", 400, SETTINGS_MESSAGES.apiUrlInvalid);
        const text =
          request.body.message ||
          `Mensagem de teste do Minuta (${scope.accountName}). A integração com o WhatsApp está funcionando.`;
        try {
          const sent = await sendText(cfg, request.body.phone, text, {
            timeoutMs: deps.timeoutMs,
            blockPrivate: deps.blockPrivate,
          });
          const id = sent.messageId ? ` (id ${sent.messageId})` : "";
          return { ok: true as const, message: `Mensagem de teste enviada para ${request.body.phone}${id}.` };
        } catch (err) {
          if (err instanceof EvolutionError || err instanceof OutboundError) {
            throw new AppError("WHATSAPP_TEST_FAILED", 502, `${SETTINGS_MESSAGES.whatsappTestError} ${err.message}`);
          }
          throw err;
        }
      },
    );
  };
}
