import type { FastifyPluginAsync } from "fastify";
import { requireRole } from "../../../domain/auth/permissions";
import { planContracts as c } from "../../../domain/plans/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import { activePlanOptions } from "./active-plan-options";
import { createPlan } from "./create-plan";
import { deletePlan } from "./delete-plan";
import { getPlan } from "./get-plan";
import { listPlans } from "./list-plans";
import { setPlanActive } from "./set-plan-active";
import { updatePlan } from "./update-plan";

const superAdmin = { access: requireRole("super_admin") };

/** /api/plans: list, read, create, update, status toggle and delete (spec 2 §2.4, §2.5). */
export function planRoutes(deps: Pick<RouteDeps, "db">): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.list, superAdmin, async (request) => listPlans(db, request.query));
    route(app, c.active, superAdmin, async () => activePlanOptions(db));
    route(app, c.get, superAdmin, async (request) => getPlan(db, request.params.planId));
    route(app, c.create, superAdmin, async (request, reply) =>
      reply.status(201).send(await createPlan(db, actorOf(request), request.body)),
    );
    route(app, c.update, superAdmin, async (request) =>
      updatePlan(db, actorOf(request), request.params.planId, request.body),
    );
    route(app, c.setStatus, superAdmin, async (request) =>
      setPlanActive(db, actorOf(request), request.params.planId, request.body.isActive),
    );
    noContentRoute(app, c.remove, superAdmin, (request) => deletePlan(db, actorOf(request), request.params.planId));
  };
}
