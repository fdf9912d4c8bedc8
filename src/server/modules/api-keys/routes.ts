import type { FastifyPluginAsync } from "fastify";
import { apiKeyContracts as c } from "../../../domain/api-keys/contract";
import { requirePermission } from "../../../domain/auth/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { apiAccessOf } from "./api-access-of";
import { createApiKey } from "./create-api-key";
import { listApiKeys } from "./list-api-keys";
import { revokeApiKey } from "./revoke-api-key";

/** The corporate admin manages its account's keys; the super admin (all permissions) sees and revokes every account's. */
const manage = { access: requirePermission("manage_corporate_account") };

/** API keys (issue 23): list, plan access, create (secret shown once), revoke. */
export function apiKeyRoutes({ db, config }: Pick<RouteDeps, "db" | "config">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.list, manage, async (request) => listApiKeys(db, actorOf(request), request.query.page));
    route(app, c.access, manage, async (request) => apiAccessOf(db, actorOf(request)));
    route(app, c.create, manage, async (request, reply) =>
      reply.status(201).send(await createApiKey(db, actorOf(request), request.body, config.env)),
    );
    route(app, c.revoke, manage, async (request) => revokeApiKey(db, actorOf(request), request.params.id));
  };
}
