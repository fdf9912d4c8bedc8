import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";

const queueSummary = z.object({
  queue: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});

/** GET /api/admin/jobs: per queue, how many jobs wait, run, wait for a retry or failed (operators). */
export function adminJobRoutes(deps: Pick<RouteDeps, "jobs">): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/jobs",
      {
        config: { access: requireRole("super_admin") },
        schema: { response: { 200: z.object({ queues: z.array(queueSummary) }) } },
      },
      async () => ({ queues: await deps.jobs.summary() }),
    );
  };
}
