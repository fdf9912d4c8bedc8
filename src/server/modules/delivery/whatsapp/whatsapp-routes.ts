import type { FastifyPluginAsync } from "fastify";
import { settingsContracts } from "../../../../domain/settings/contract";
import { SETTINGS_MESSAGES } from "../../../../domain/settings/settings";
import { outboundOptions, type RouteDeps } from "../../../platform/deps";
import { accountSettingsRoutes } from "../../settings";
import { loadAccountWhatsapp, saveWhatsapp, whatsappConfigView } from "../integration-configs";
import { sendWhatsappTestMessage } from "./whatsapp-test-message";

/** /api/settings/whatsapp (spec 2 §2.12): read, save (key kept when blank), real test message. */
export function whatsappSettingsRoutes(routeDeps: Pick<RouteDeps, "db" | "secrets" | "config">): FastifyPluginAsync {
  const { db, secrets } = routeDeps;
  const outbound = outboundOptions(routeDeps.config);
  return accountSettingsRoutes(db, {
    contracts: settingsContracts.whatsapp,
    configView: (accountId) => whatsappConfigView(db, secrets, accountId),
    save: async (tx, accountId, body) => {
      const result = await saveWhatsapp(tx, secrets, accountId, body);
      if (result === "key_required") return { field: "apiKey", message: SETTINGS_MESSAGES.apiKeyRequired };
      if (result === "key_for_new_address") return { field: "apiKey", message: SETTINGS_MESSAGES.secretForNewAddress };
      return null;
    },
    load: (accountId) => loadAccountWhatsapp(db, secrets, accountId),
    notConfiguredMessage: SETTINGS_MESSAGES.whatsappNeedsSave,
    sendTest: ({ config, body, scope }) =>
      sendWhatsappTestMessage(
        config,
        { phone: body.phone, message: body.message, accountName: scope.accountName },
        outbound,
      ),
  });
}
