import type { FastifyPluginAsync } from "fastify";
import { auditContracts as c } from "../../../domain/contracts/audit";
import { requirePermission } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { exportAudit } from "./export-audit";
import { listAudit } from "./list-audit";

/** The corporate admin reads its account's trail; the super admin (all permissions) every account's. */
const readers = { access: requirePermission("manage_corporate_account") };

/** /api/audit (issue 27): the trail, newest first with a cursor, and its export. */
export function auditRoutes({ db }: Pick<RouteDeps, "db">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.list, readers, async (request) => listAudit(db, actorOf(request), request.query));
    route(app, c.export, readers, async (request, reply) => {
      const file = await exportAudit(db, actorOf(request), request.query);
      return reply
        .header("Content-Type", file.contentType)
        .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
        .header("Cache-Control", "no-store")
        .send(file.body);
    });
  };
}
