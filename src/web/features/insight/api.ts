import { queryOptions } from "@tanstack/react-query";
import type {
  AdminDashboard,
  AdminReport,
  AdminReportQuery,
  CorporateDashboard,
  CorporateReport,
  CorporateReportQuery,
  ReportAccounts,
} from "../../../domain/insight";
import { api } from "../../lib/api";

const qs = (q: Record<string, string | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
};

/** Keys under "dashboard" / "reports": live changes to documents, signatures, users and accounts reload them. */
export const adminDashboardQuery = queryOptions({
  queryKey: ["dashboard", "admin"] as const,
  queryFn: ({ signal }) => api<AdminDashboard>("/api/admin/dashboard", { signal }),
});

export const corporateDashboardQuery = queryOptions({
  queryKey: ["dashboard", "corporate"] as const,
  queryFn: ({ signal }) => api<CorporateDashboard>("/api/corporate/dashboard", { signal }),
});

export const adminReportQuery = (q: AdminReportQuery) =>
  queryOptions({
    queryKey: ["reports", "admin", q] as const,
    queryFn: ({ signal }) => api<AdminReport>(`/api/admin/reports${qs(q)}`, { signal }),
  });

/** The admin report's account choices, read once per visit (kept fresh by live changes under "reports"). */
export const reportAccountsQuery = queryOptions({
  queryKey: ["reports", "accounts"] as const,
  queryFn: async ({ signal }) => (await api<ReportAccounts>("/api/admin/reports/accounts", { signal })).accounts,
  staleTime: 5 * 60_000,
});

export const corporateReportQuery = (q: CorporateReportQuery) =>
  queryOptions({
    queryKey: ["reports", "corporate", q] as const,
    queryFn: ({ signal }) => api<CorporateReport>(`/api/corporate/reports${qs(q)}`, { signal }),
  });
