import type { FastifyPluginAsync } from "fastify";
import { auditContracts as c } from "../../../domain/audit/contract";
import { requirePermission } from "../../../domain/auth/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { downloadAuditExport, listAuditExports, requestAuditExport } from "./audit-exports";
import { listAudit } from "./list-audit";

/** The corporate admin reads its account's trail; the super admin (all permissions) every account's. */
const readers = { access: requirePermission("manage_corporate_account") };

/** /api/audit (issue 27): the trail, newest first with a cursor, and its exports (jobs, decision 0051). */
export function auditRoutes(deps: Pick<RouteDeps, "db" | "jobs" | "storage" | "clock">): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.list, readers, async (request) => listAudit(db, actorOf(request), request.query));
    route(app, c.requestExport, readers, async (request, reply) =>
      reply.status(202).send(await requestAuditExport(deps, actorOf(request), request.body)),
    );
    route(app, c.listExports, readers, async (request) => listAuditExports(deps, actorOf(request)));
    route(app, c.downloadExport, readers, async (request, reply) => {
      const file = await downloadAuditExport(deps, actorOf(request), request.params.id);
      return reply
        .header("Content-Type", file.contentType)
        .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
        .header("Cache-Control", "no-store")
        .send(file.body);
    });
  };
}
