import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../../../domain/permissions";
import {
  esignConnectionTestSchema,
  esignSettingsSchema,
  esignSettingsViewSchema,
  esignWebhookTestSchema,
  testResultSchema,
} from "../../../../domain/settings";
import { outboundOptions, type RouteDeps } from "../../../platform/deps";
import { esignSettingsView, testEsignConnection, testEsignWebhook, updateEsignSettings } from "./esign-settings";

const access = requireRole("super_admin");

/** /api/settings/zapsign (spec 2 §2.10), super_admin only, with real connection and webhook tests. */
export function esignSettingsRoutes(routeDeps: Pick<RouteDeps, "db" | "secrets" | "config">): FastifyPluginAsyncZod {
  const { db, secrets, config } = routeDeps;
  const outbound = outboundOptions(config);
  const view = () => esignSettingsView(db, secrets, config.appUrl);
  return async (app) => {
    app.get(
      "/api/settings/zapsign",
      { config: { access }, schema: { response: { 200: esignSettingsViewSchema } } },
      async () => view(),
    );
    app.put(
      "/api/settings/zapsign",
      { config: { access }, schema: { body: esignSettingsSchema, response: { 200: esignSettingsViewSchema } } },
      async (request) => {
        await updateEsignSettings(db, secrets, request.body);
        return view();
      },
    );
    app.post(
      "/api/settings/zapsign/test-connection",
      { config: { access }, schema: { body: esignConnectionTestSchema, response: { 200: testResultSchema } } },
      async (request) => {
        const message = await testEsignConnection(db, secrets, request.body, {
          ...outbound,
          zapsignApiUrl: config.zapsignApiUrl,
        });
        return { ok: true as const, message };
      },
    );
    app.post(
      "/api/settings/zapsign/test-webhook",
      { config: { access }, schema: { body: esignWebhookTestSchema, response: { 200: testResultSchema } } },
      async (request) => {
        const message = await testEsignWebhook(db, secrets, request.body, outbound);
        return { ok: true as const, message };
      },
    );
  };
}
