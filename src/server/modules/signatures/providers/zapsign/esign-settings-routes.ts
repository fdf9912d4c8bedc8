import type { FastifyPluginAsync } from "fastify";
import { requireRole } from "../../../../../domain/auth/permissions";
import { signatureContracts as c } from "../../../../../domain/signatures/contract";
import { outboundOptions, type RouteDeps } from "../../../../platform/deps";
import { actorOf } from "../../../../platform/http/guards";
import { route } from "../../../../platform/http/route";
import { esignSettingsView, testEsignConnection, testEsignWebhook, updateEsignSettings } from "./esign-settings";

const superAdmin = { access: requireRole("super_admin") };

/** /api/settings/zapsign (spec 2 §2.10), super_admin only, with real connection and webhook tests. */
export function esignSettingsRoutes(routeDeps: Pick<RouteDeps, "db" | "secrets" | "config">): FastifyPluginAsync {
  const { db, secrets, config } = routeDeps;
  const outbound = outboundOptions(config);
  const view = () => esignSettingsView(db, secrets, config.appUrl);
  return async (app) => {
    route(app, c.esignSettings, superAdmin, async () => view());
    route(app, c.saveEsignSettings, superAdmin, async (request) => {
      await updateEsignSettings(db, secrets, actorOf(request), request.body);
      return view();
    });
    route(app, c.testEsignConnection, superAdmin, async (request) => {
      const message = await testEsignConnection(db, secrets, request.body, {
        ...outbound,
        zapsignApiUrl: config.zapsignApiUrl,
      });
      return { ok: true as const, message };
    });
    route(app, c.testEsignWebhook, superAdmin, async (request) => {
      const message = await testEsignWebhook(db, secrets, request.body, outbound);
      return { ok: true as const, message };
    });
  };
}
