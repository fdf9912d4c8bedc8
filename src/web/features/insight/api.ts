import { queryOptions } from "@tanstack/react-query";
import { insightContracts as c } from "../../../domain/insight/contract";
import type { AdminReportQuery, CorporateReportQuery } from "../../../domain/insight/insight";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";

/** Keys under "dashboard" / "reports": live changes to documents, signatures, users and accounts reload them. */
export const adminDashboardQuery = contractQuery(["dashboard", "admin"], c.adminDashboard, {});
export const corporateDashboardQuery = contractQuery(["dashboard", "corporate"], c.corporateDashboard, {});

// Blank filters are left out of the URL by the client (lib/api.ts), as the server reads them as "all".
export const adminReportQuery = (q: AdminReportQuery) =>
  contractQuery(["reports", "admin", q], c.adminReport, { query: q });

/** The admin report's account choices, read once per visit (kept fresh by live changes under "reports"). */
export const reportAccountsQuery = queryOptions({
  queryKey: ["reports", "accounts"] as const,
  queryFn: async ({ signal }) => (await call(c.reportAccounts, { signal })).accounts,
  staleTime: 5 * 60_000,
});

export const corporateReportQuery = (q: CorporateReportQuery) =>
  contractQuery(["reports", "corporate", q], c.corporateReport, { query: q });
