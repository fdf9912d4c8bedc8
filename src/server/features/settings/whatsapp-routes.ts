import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  isHttpUrl,
  SETTINGS_MESSAGES,
  whatsappSettingsSchema,
  whatsappSettingsViewSchema,
  whatsappTestSchema,
} from "../../../domain/settings";
import { outboundOptions, type RouteDeps } from "../../deps";
import { EvolutionError, sendText } from "../../integrations/whatsapp/evolution";
import { AppError } from "../../services/app-error";
import { loadAccountWhatsapp, saveWhatsapp, whatsappRow, whatsappView } from "../../services/integration-configs";
import { OutboundError } from "../../services/outbound-http";
import { type AccountSettingsDeps, accountSettingsRoutes } from "./account-settings-routes";

/** /api/settings/whatsapp (spec 2 §2.12): read, save (key kept when blank), real test message. */
export function whatsappSettingsRoutes(routeDeps: Pick<RouteDeps, "db" | "secrets" | "config">): FastifyPluginAsyncZod {
  const deps: AccountSettingsDeps = { ...routeDeps, ...outboundOptions(routeDeps.config) };
  const { db, secrets } = deps;
  return accountSettingsRoutes(db, {
    path: "/api/settings/whatsapp",
    bodySchema: whatsappSettingsSchema,
    viewSchema: whatsappSettingsViewSchema,
    testSchema: whatsappTestSchema,
    configView: async (accountId) => {
      const row = await whatsappRow(db, accountId);
      return row ? whatsappView(row, secrets) : null;
    },
    save: async (accountId, body) => {
      const result = await saveWhatsapp(db, secrets, accountId, body);
      if (result === "key_required") return { field: "apiKey", message: SETTINGS_MESSAGES.apiKeyRequired };
      if (result === "key_for_new_address") return { field: "apiKey", message: SETTINGS_MESSAGES.secretForNewAddress };
      return null;
    },
    load: (accountId) => loadAccountWhatsapp(db, secrets, accountId),
    notConfiguredMessage: SETTINGS_MESSAGES.whatsappNeedsSave,
    sendTest: async ({ config, body, scope }) => {
      // A stored URL is re-checked before any request.
      if (!isHttpUrl(config.apiUrl)) throw new AppError("VALIDATION_ERROR", 400, SETTINGS_MESSAGES.apiUrlInvalid);
      const text =
        body.message ||
        `Mensagem de teste do Minuta (${scope.accountName}). A integração com o WhatsApp está funcionando.`;
      try {
        const sent = await sendText(config, body.phone, text, {
          timeoutMs: deps.timeoutMs,
          allowPrivate: deps.allowPrivate,
        });
        const id = sent.messageId ? ` (id ${sent.messageId})` : "";
        return `Mensagem de teste enviada para ${body.phone}${id}.`;
      } catch (err) {
        if (err instanceof EvolutionError || err instanceof OutboundError) {
          throw new AppError("WHATSAPP_TEST_FAILED", 502, `${SETTINGS_MESSAGES.whatsappTestError} ${err.message}`);
        }
        throw err;
      }
    },
  });
}
