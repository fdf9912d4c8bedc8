import { infiniteQueryOptions } from "@tanstack/react-query";
import type { AuditFilters } from "../../../domain/audit";
import { auditContracts as c } from "../../../domain/contracts/audit";
import { insightContracts } from "../../../domain/contracts/insight";
import { toApiError } from "../../lib/api";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";

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
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `trilha.${format}`;
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
