import { infiniteQueryOptions } from "@tanstack/react-query";
import type { AuditFilters } from "../../../domain/audit";
import { auditContracts as c } from "../../../domain/contracts/audit";
import { insightContracts } from "../../../domain/contracts/insight";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { downloadFile } from "../../lib/download";

/** The super admin's account filter: the same account list the reports offer. */
export const auditAccountsQuery = contractQuery(["audit", "accounts"], insightContracts.reportAccounts, {});

/** The filters as the query string carries them (blank ones left out). */
export const filterQuery = (f: AuditFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== "")) as Record<string, string>;

/** The trail, newest first, page after page by cursor ("Carregar mais"). */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ["audit", filters] as const,
    queryFn: ({ signal, pageParam }) =>
      call(c.list, { query: { ...filterQuery(filters), ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Downloads the filtered trail; a refusal (too many rows) throws the server's Portuguese error. */
export async function downloadAudit(filters: AuditFilters, format: "csv" | "xlsx"): Promise<void> {
  const url = `${c.export.path}?${new URLSearchParams({ ...filterQuery(filters), format })}`;
  await downloadFile(url, `trilha.${format}`);
}
