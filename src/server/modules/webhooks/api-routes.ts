import type { FastifyPluginAsync } from "fastify";
import { requireApiScope } from "../../../domain/auth/permissions";
import { apiV1WebhookContracts as c } from "../../../domain/public-api/webhooks-contract";
import type { RouteDeps } from "../../platform/deps";
import { route } from "../../platform/http/route";
import { accountOf, endpointOperationRoutes } from "./endpoint-routes";
import { endpointOf } from "./endpoint-rows";
import { listWebhookEndpoints } from "./list-webhook-endpoints";

/** A key with `webhooks:manage`; its account is the key's (the gate made the actor from the key, never from the input). */
const manage = { access: requireApiScope("webhooks:manage") };

/** The public API v1's webhook endpoints (issue 23): the screen's operations, called by a key with `webhooks:manage`. */
export function webhookApiRoutes(deps: Pick<RouteDeps, "db" | "secrets" | "config" | "resolver">): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.listWebhookEndpoints, manage, async (request) => ({
      // An account holds at most MAX_WEBHOOK_ENDPOINTS (10), one page of the screen's list: all of them.
      items: (await listWebhookEndpoints(db, accountOf(request), 1)).items,
    }));
    route(app, c.getWebhookEndpoint, manage, async (request) => endpointOf(db, accountOf(request), request.params.id));
    endpointOperationRoutes(app, deps, manage, {
      create: c.createWebhookEndpoint,
      update: c.updateWebhookEndpoint,
      remove: c.deleteWebhookEndpoint,
      rotateSecret: c.rotateWebhookSecret,
      sendTest: c.sendWebhookTest,
      deliveries: c.listWebhookDeliveries,
      resend: c.resendWebhookDelivery,
    });
  };
}
