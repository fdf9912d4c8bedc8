import type { FastifyPluginAsync } from "fastify";
import { requirePermission, requireRole } from "../../../domain/auth/permissions";
import { insightContracts as c } from "../../../domain/insight/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { adminDashboard } from "./admin-dashboard";
import { adminReport } from "./admin-report";
import { corporateDashboard } from "./corporate-dashboard";
import { corporateReport } from "./corporate-report";
import { publicPlans } from "./public-plans";
import { reportAccounts } from "./report-accounts";

const superAdmin = { access: requireRole("super_admin") };
const accountMember = { access: requirePermission("view_own_documents") };

/** Dashboards, reports and the landing page's price list (spec 3 §2, §7; issue 12). */
export function insightRoutes(deps: Pick<RouteDeps, "db" | "clock">): FastifyPluginAsync {
  const { db, clock } = deps;
  return async (app) => {
    route(app, c.adminDashboard, superAdmin, async () => adminDashboard(db, clock()));
    route(app, c.adminReport, superAdmin, async (request) => adminReport(db, request.query, clock()));
    route(app, c.reportAccounts, superAdmin, async () => reportAccounts(db));
    route(app, c.corporateDashboard, accountMember, async (request) =>
      corporateDashboard(db, actorOf(request), clock()),
    );
    route(app, c.corporateReport, accountMember, async (request) =>
      corporateReport(db, actorOf(request), request.query, clock()),
    );
    route(app, c.publicPlans, { access: "public" }, async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return publicPlans(db);
    });
  };
}
