import type { FastifyPluginAsync } from "fastify";
import { requirePermission } from "../../../domain/auth/permissions";
import { webhookContracts as c } from "../../../domain/webhooks/contract";
import type { RouteDeps } from "../../platform/deps";
import { route } from "../../platform/http/route";
import { accountOf, endpointOperationRoutes } from "./endpoint-routes";
import { listWebhookEndpoints } from "./list-webhook-endpoints";
import { webhookAccessOf } from "./webhook-access";

/** The corporate admin manages its own account's endpoints (the operations take the account, not the actor). */
const manage = { access: requirePermission("manage_corporate_account") };

/** Outbound webhooks (issue 23): endpoints, their secrets, a test event, the delivery log and "Reenviar". */
export function webhookRoutes(deps: Pick<RouteDeps, "db" | "secrets" | "config" | "resolver">): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.access, manage, async (request) => webhookAccessOf(db, accountOf(request)));
    route(app, c.list, manage, async (request) => listWebhookEndpoints(db, accountOf(request), request.query.page));
    endpointOperationRoutes(app, deps, manage, c);
  };
}
