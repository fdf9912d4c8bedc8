import type { FastifyPluginAsync } from "fastify";
import { settingsContracts } from "../../../../domain/settings/contract";
import { SETTINGS_MESSAGES } from "../../../../domain/settings/settings";
import { outboundOptions, type RouteDeps } from "../../../platform/deps";
import { accountSettingsRoutes } from "../../settings";
import { loadAccountSmtp, saveSmtp, smtpConfigView } from "../integration-configs";
import { sendSmtpTestMail } from "./smtp-test-mail";

/** /api/settings/smtp (spec 2 §2.11): read, save (password kept when blank), real test e-mail. */
export function smtpSettingsRoutes(routeDeps: Pick<RouteDeps, "db" | "secrets" | "config">): FastifyPluginAsync {
  const { db, secrets } = routeDeps;
  const outbound = outboundOptions(routeDeps.config);
  return accountSettingsRoutes(db, {
    contracts: settingsContracts.smtp,
    configView: (accountId) => smtpConfigView(db, accountId),
    save: async (tx, accountId, body) => {
      const result = await saveSmtp(tx, secrets, accountId, body, { requirePassword: true });
      if (result === "password_required") return { field: "password", message: SETTINGS_MESSAGES.passwordRequired };
      if (result === "password_for_new_address")
        return { field: "password", message: SETTINGS_MESSAGES.secretForNewAddress };
      return null;
    },
    load: (accountId) => loadAccountSmtp(db, secrets, accountId),
    notConfiguredMessage: SETTINGS_MESSAGES.smtpNeedsSave,
    sendTest: ({ config, body, scope, log }) =>
      sendSmtpTestMail(config, { to: body.to, accountName: scope.accountName }, outbound, (err) =>
        log.warn({ err }, "smtp test failed"),
      ),
  });
}
