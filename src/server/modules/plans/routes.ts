import type { FastifyPluginAsync } from "fastify";
import { planContracts as c } from "../../../domain/contracts/plans";
import { requireRole } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import * as plans from "./service";

const superAdmin = { access: requireRole("super_admin") };

/** /api/plans: list, read, create, update, status toggle and delete (spec 2 §2.4, §2.5). */
export function planRoutes(deps: Pick<RouteDeps, "db">): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.list, superAdmin, async (request) => plans.listPlans(db, request.query));
    route(app, c.active, superAdmin, async () => plans.activePlanOptions(db));
    route(app, c.get, superAdmin, async (request) => plans.getPlan(db, request.params.planId));
    route(app, c.create, superAdmin, async (request, reply) =>
      reply.status(201).send(await plans.createPlan(db, actorOf(request), request.body)),
    );
    route(app, c.update, superAdmin, async (request) =>
      plans.updatePlan(db, actorOf(request), request.params.planId, request.body),
    );
    route(app, c.setStatus, superAdmin, async (request) =>
      plans.setPlanActive(db, actorOf(request), request.params.planId, request.body.isActive),
    );
    noContentRoute(app, c.remove, superAdmin, (request) =>
      plans.deletePlan(db, actorOf(request), request.params.planId),
    );
  };
}
