import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminDashboardSchema,
  adminReportQuerySchema,
  adminReportSchema,
  corporateDashboardSchema,
  corporateReportQuerySchema,
  corporateReportSchema,
  publicPlansSchema,
  reportAccountsSchema,
} from "../../../domain/insight";
import { requirePermission, requireRole } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { adminDashboard } from "./admin-dashboard";
import { adminReport } from "./admin-report";
import { corporateDashboard } from "./corporate-dashboard";
import { corporateReport } from "./corporate-report";
import { publicPlans } from "./public-plans";
import { reportAccounts } from "./report-accounts";

/** Dashboards, reports and the landing page's price list (spec 3 §2, §7; issue 12). */
export function insightRoutes(deps: Pick<RouteDeps, "db" | "clock">): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/dashboard",
      { config: { access: requireRole("super_admin") }, schema: { response: { 200: adminDashboardSchema } } },
      async () => adminDashboard(deps.db, deps.clock()),
    );
    app.get(
      "/api/admin/reports",
      {
        config: { access: requireRole("super_admin") },
        schema: { querystring: adminReportQuerySchema, response: { 200: adminReportSchema } },
      },
      async (request) => adminReport(deps.db, request.query, deps.clock()),
    );
    app.get(
      "/api/admin/reports/accounts",
      { config: { access: requireRole("super_admin") }, schema: { response: { 200: reportAccountsSchema } } },
      async () => reportAccounts(deps.db),
    );
    app.get(
      "/api/corporate/dashboard",
      {
        config: { access: requirePermission("view_own_documents") },
        schema: { response: { 200: corporateDashboardSchema } },
      },
      async (request) => corporateDashboard(deps.db, actorOf(request), deps.clock()),
    );
    app.get(
      "/api/corporate/reports",
      {
        config: { access: requirePermission("view_own_documents") },
        schema: { querystring: corporateReportQuerySchema, response: { 200: corporateReportSchema } },
      },
      async (request) => corporateReport(deps.db, actorOf(request), request.query, deps.clock()),
    );
    app.get(
      "/api/public/plans",
      { config: { access: "public" }, schema: { response: { 200: publicPlansSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=300");
        return publicPlans(deps.db);
      },
    );
  };
}
