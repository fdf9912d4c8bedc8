import { retentionScreenSchema, retentionSettingsSchema } from "../retention";
import { defineContract, readContract } from "./contract";

/** Retention (issue 27): the corporate admin's settings of its own account. */
export const retentionContracts = {
  get: readContract(
    "/api/corporate/retention",
    "Retenção de dados da conta (rascunhos e registros de envio) e o resultado da última execução",
    retentionScreenSchema,
    ["NO_ACCOUNT"],
  ),
  save: defineContract({
    method: "PUT",
    path: "/api/corporate/retention",
    summary: "Salva a retenção de dados da conta (vazio: manter)",
    body: retentionSettingsSchema,
    response: { 200: retentionScreenSchema },
    errors: ["NO_ACCOUNT"],
  }),
};
