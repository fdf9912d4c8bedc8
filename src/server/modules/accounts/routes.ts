import type { FastifyPluginAsync } from "fastify";
import { accountContracts as c } from "../../../domain/accounts/contract";
import { requireRole } from "../../../domain/auth/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import { categoryOptions } from "./category-options";
import { createCorporateAccount } from "./create-corporate-account";
import { deleteAccount } from "./delete-account";
import { getAccount } from "./get-account";
import { listAccounts } from "./list-accounts";
import { updateAccount } from "./update-account";

const superAdmin = { access: requireRole("super_admin") };

/** /api/corporate-accounts (spec 2 §2.6, §2.7), super_admin only. */
export function corporateAccountRoutes(deps: Pick<RouteDeps, "db" | "secrets">): FastifyPluginAsync {
  const { db, secrets } = deps;
  return async (app) => {
    route(app, c.list, superAdmin, async (request) => listAccounts(db, request.query));
    route(app, c.categoryOptions, superAdmin, async () => categoryOptions(db));
    route(app, c.get, superAdmin, async (request) => getAccount(db, secrets, request.params.accountId));
    route(app, c.create, superAdmin, async (request, reply) =>
      reply.status(201).send(await createCorporateAccount(db, secrets, actorOf(request), request.body)),
    );
    route(app, c.update, superAdmin, async (request) =>
      updateAccount(db, secrets, actorOf(request), request.params.accountId, request.body),
    );
    noContentRoute(app, c.remove, superAdmin, (request) =>
      deleteAccount(db, actorOf(request), request.params.accountId),
    );
  };
}
