import { binaryBody, defineContract, readContract } from "../shared/contracts/define";
import {
  auditExportIdParamsSchema,
  auditExportListSchema,
  auditExportRequestSchema,
  auditExportSchema,
  auditListQuerySchema,
  auditPageSchema,
} from "./audit";

/**
 * The audit trail (issue 27, decisions 0039 and 0051): the corporate admin reads its own account's, the
 * super admin every account's. The same routes serve /corporate/audit and /admin/audit; the scope comes
 * from the caller. Exports are jobs: asked for, prepared in the background, downloaded by their requester.
 */
export const auditContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/audit",
    summary: "Trilha de auditoria (da conta; de todas para o Super Administrador), mais recentes primeiro",
    query: auditListQuerySchema,
    response: { 200: auditPageSchema },
    errors: ["NO_ACCOUNT"],
  }),
  requestExport: defineContract({
    method: "POST",
    path: "/api/audit/exports",
    summary:
      "Pede a exportação da trilha filtrada em .csv ou .xlsx (preparada em segundo plano, até 200.000 registros)",
    body: auditExportRequestSchema,
    response: { 202: auditExportSchema },
    errors: ["NO_ACCOUNT", "EXPORT_TOO_LARGE"],
  }),
  listExports: readContract(
    "/api/audit/exports",
    "Minhas exportações da trilha, mais recentes primeiro (as 20 últimas)",
    auditExportListSchema,
    ["NO_ACCOUNT"],
  ),
  downloadExport: defineContract({
    method: "GET",
    path: "/api/audit/exports/:id/download",
    summary: "Baixa uma exportação da trilha (só quem a pediu, em até 24 h)",
    params: auditExportIdParamsSchema,
    response: { 200: binaryBody("text/csv", "A trilha em CSV (UTF-8) ou XLSX") },
    errors: ["NOT_FOUND", "CONFLICT", "EXPORT_EXPIRED", "NO_ACCOUNT"],
  }),
};
