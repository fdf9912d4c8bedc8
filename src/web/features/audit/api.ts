import { infiniteQueryOptions } from "@tanstack/react-query";
import type { AuditExportFormat, AuditFilters } from "../../../domain/audit/audit";
import { auditContracts as c } from "../../../domain/audit/contract";
import { insightContracts } from "../../../domain/insight/contract";
import { call, contractHref } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { downloadFile } from "../../lib/download";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";

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

export const auditExportKeys = ["audit-exports"] as const;

/** "Exportações": the requester's exports, polled while one is being prepared so its link appears by itself. */
export const auditExportsQuery = contractQuery(
  auditExportKeys,
  c.listExports,
  {},
  { refetchInterval: (q) => (q.state.data?.exports.some((e) => e.status === "pending") ? 2000 : false) },
);

/** Asks for an export of the filtered trail; a refusal (too many rows) throws the server's Portuguese error. */
export const useRequestAuditExport = () =>
  useInvalidatingMutation(auditExportKeys, (v: { filters: AuditFilters; format: AuditExportFormat }) =>
    call(c.requestExport, { body: { ...filterQuery(v.filters), format: v.format } }),
  );

/** Downloads a ready export; an expired link throws the server's Portuguese message (410). */
export const downloadAuditExport = (id: string, format: AuditExportFormat) =>
  downloadFile(contractHref(c.downloadExport, { id }), `trilha-de-auditoria.${format}`);
