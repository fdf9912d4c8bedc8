import {
  adminDashboardSchema,
  adminReportQuerySchema,
  adminReportSchema,
  corporateDashboardSchema,
  corporateReportQuerySchema,
  corporateReportSchema,
  publicPlansSchema,
  reportAccountsSchema,
} from "../insight";
import { defineContract } from "./contract";

/** Dashboards, reports (spec 3 §2, §7; issue 12) and the landing page's price list. */
export const insightContracts = {
  adminDashboard: defineContract({
    method: "GET",
    path: "/api/admin/dashboard",
    summary: "Painel do super administrador: indicadores, crescimento, assinaturas e contas em destaque",
    response: { 200: adminDashboardSchema },
    errors: [],
  }),
  adminReport: defineContract({
    method: "GET",
    path: "/api/admin/reports",
    summary: "Relatório do sistema, filtrado por período e conta corporativa",
    query: adminReportQuerySchema,
    response: { 200: adminReportSchema },
    errors: [],
  }),
  reportAccounts: defineContract({
    method: "GET",
    path: "/api/admin/reports/accounts",
    summary: "As contas corporativas ativas que o filtro do relatório oferece",
    response: { 200: reportAccountsSchema },
    errors: [],
  }),
  corporateDashboard: defineContract({
    method: "GET",
    path: "/api/corporate/dashboard",
    summary: "Painel da conta corporativa do usuário",
    response: { 200: corporateDashboardSchema },
    errors: ["FORBIDDEN"],
  }),
  corporateReport: defineContract({
    method: "GET",
    path: "/api/corporate/reports",
    summary: "Relatório da conta corporativa, filtrado por período, usuário e status",
    query: corporateReportQuerySchema,
    response: { 200: corporateReportSchema },
    errors: ["FORBIDDEN"],
  }),
  publicPlans: defineContract({
    method: "GET",
    path: "/api/public/plans",
    summary: "Planos ativos e seus preços, para a página inicial (público)",
    response: { 200: publicPlansSchema },
    errors: [],
  }),
};
