import type { FastifyPluginAsync } from "fastify";
import { adminJobContracts as c } from "../../../domain/admin-jobs/contract";
import { requireRole } from "../../../domain/auth/permissions";
import type { RouteDeps } from "../../platform/deps";
import { route } from "../../platform/http/route";

/** GET /api/admin/jobs: per queue, how many jobs wait, run, wait for a retry or failed (operators). */
export function adminJobRoutes(deps: Pick<RouteDeps, "jobs">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.summary, { access: requireRole("super_admin") }, async () => ({
      queues: await deps.jobs.summary(),
    }));
  };
}
