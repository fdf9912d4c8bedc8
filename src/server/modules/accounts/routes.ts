import type { FastifyPluginAsync } from "fastify";
import { accountContracts as c } from "../../../domain/contracts/accounts";
import { requireRole } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import * as accounts from "./service";

const superAdmin = { access: requireRole("super_admin") };

/** /api/corporate-accounts (spec 2 §2.6, §2.7), super_admin only. */
export function corporateAccountRoutes(deps: Pick<RouteDeps, "db" | "secrets">): FastifyPluginAsync {
  const { db, secrets } = deps;
  return async (app) => {
    route(app, c.list, superAdmin, async (request) => accounts.listAccounts(db, request.query));
    route(app, c.categoryOptions, superAdmin, async () => accounts.categoryOptions(db));
    route(app, c.get, superAdmin, async (request) => accounts.getAccount(db, secrets, request.params.accountId));
    route(app, c.create, superAdmin, async (request, reply) =>
      reply.status(201).send(await accounts.createAccount(db, secrets, actorOf(request), request.body)),
    );
    route(app, c.update, superAdmin, async (request) =>
      accounts.updateAccount(db, secrets, actorOf(request), request.params.accountId, request.body),
    );
    noContentRoute(app, c.remove, superAdmin, (request) =>
      accounts.deleteAccount(db, actorOf(request), request.params.accountId),
    );
  };
}
