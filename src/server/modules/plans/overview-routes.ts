import type { FastifyPluginAsync } from "fastify";
import { requirePermission } from "../../../domain/auth/permissions";
import { planContracts as c } from "../../../domain/plans/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { planOverview } from "./overview-service";

/** GET /api/plan-overview: the caller's own account, plan, usage, categories (spec 2 §2.8). */
export function planOverviewRoutes(deps: Pick<RouteDeps, "db" | "clock">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.overview, { access: requirePermission("view_own_documents") }, async (request) =>
      planOverview(deps.db, actorOf(request), deps.clock()),
    );
  };
}
