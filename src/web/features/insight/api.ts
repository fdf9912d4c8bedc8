import { queryOptions } from "@tanstack/react-query";
import { insightContracts as c } from "../../../domain/contracts/insight";
import type { AdminReportQuery, CorporateReportQuery } from "../../../domain/insight";
import { call } from "../../lib/client";

/** Keys under "dashboard" / "reports": live changes to documents, signatures, users and accounts reload them. */
export const adminDashboardQuery = queryOptions({
  queryKey: ["dashboard", "admin"] as const,
  queryFn: ({ signal }) => call(c.adminDashboard, { signal }),
});

export const corporateDashboardQuery = queryOptions({
  queryKey: ["dashboard", "corporate"] as const,
  queryFn: ({ signal }) => call(c.corporateDashboard, { signal }),
});

// Blank filters are left out of the URL by the client (lib/api.ts), as the server reads them as "all".
export const adminReportQuery = (q: AdminReportQuery) =>
  queryOptions({
    queryKey: ["reports", "admin", q] as const,
    queryFn: ({ signal }) => call(c.adminReport, { query: q, signal }),
  });

/** The admin report's account choices, read once per visit (kept fresh by live changes under "reports"). */
export const reportAccountsQuery = queryOptions({
  queryKey: ["reports", "accounts"] as const,
  queryFn: async ({ signal }) => (await call(c.reportAccounts, { signal })).accounts,
  staleTime: 5 * 60_000,
});

export const corporateReportQuery = (q: CorporateReportQuery) =>
  queryOptions({
    queryKey: ["reports", "corporate", q] as const,
    queryFn: ({ signal }) => call(c.corporateReport, { query: q, signal }),
  });
