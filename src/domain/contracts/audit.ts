import { auditExportQuerySchema, auditListQuerySchema, auditPageSchema } from "../audit";
import { binaryBody, defineContract } from "./contract";

/**
 * The audit trail (issue 27, decision 0039): the corporate admin reads its own account's, the super admin
 * every account's. The same routes serve /corporate/audit and /admin/audit; the scope comes from the caller.
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
  export: defineContract({
    method: "GET",
    path: "/api/audit/export",
    summary: "Exporta a trilha filtrada em .csv ou .xlsx (até 50.000 registros)",
    query: auditExportQuerySchema,
    response: {
      200: binaryBody("text/csv", "A trilha em CSV (UTF-8) ou XLSX"),
    },
    errors: ["NO_ACCOUNT", "EXPORT_TOO_LARGE"],
  }),
};
