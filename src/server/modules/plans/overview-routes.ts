import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePermission } from "../../../domain/permissions";
import { planOverviewSchema } from "../../../domain/usage";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { planOverview } from "./overview-service";

/** GET /api/plan-overview: the caller's own account, plan, usage, categories (spec 2 §2.8). */
export function planOverviewRoutes(deps: Pick<RouteDeps, "db" | "clock">): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/plan-overview",
      {
        config: { access: requirePermission("view_own_documents") },
        schema: { response: { 200: planOverviewSchema } },
      },
      async (request) => planOverview(deps.db, actorOf(request), deps.clock()),
    );
  };
}
