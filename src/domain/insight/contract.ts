import { defineContract, readContract } from "../shared/contracts/define";
import {
  adminDashboardSchema,
  adminReportQuerySchema,
  adminReportSchema,
  corporateDashboardSchema,
  corporateReportQuerySchema,
  corporateReportSchema,
  publicPlansSchema,
  reportAccountsSchema,
} from "./insight";

/** Dashboards, reports (spec 3 §2, §7; issue 12) and the landing page's price list. */
export const insightContracts = {
  adminDashboard: readContract(
    "/api/admin/dashboard",
    "Painel do super administrador: indicadores, crescimento, assinaturas e contas em destaque",
    adminDashboardSchema,
  ),
  adminReport: defineContract({
    method: "GET",
    path: "/api/admin/reports",
    summary: "Relatório do sistema, filtrado por período e conta corporativa",
    query: adminReportQuerySchema,
    response: { 200: adminReportSchema },
    errors: [],
  }),
  reportAccounts: readContract(
    "/api/admin/reports/accounts",
    "As contas corporativas ativas que o filtro do relatório oferece",
    reportAccountsSchema,
  ),
  corporateDashboard: readContract(
    "/api/corporate/dashboard",
    "Painel da conta corporativa do usuário",
    corporateDashboardSchema,
    ["FORBIDDEN"],
  ),
  corporateReport: defineContract({
    method: "GET",
    path: "/api/corporate/reports",
    summary: "Relatório da conta corporativa, filtrado por período, usuário e status",
    query: corporateReportQuerySchema,
    response: { 200: corporateReportSchema },
    errors: ["FORBIDDEN"],
  }),
  publicPlans: readContract(
    "/api/public/plans",
    "Planos ativos e seus preços, para a página inicial (público)",
    publicPlansSchema,
  ),
};
