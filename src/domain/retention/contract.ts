import { singletonContracts } from "../shared/contracts/resource";
import { retentionScreenSchema, retentionSettingsSchema } from "./retention";

const retention = singletonContracts("/api/corporate/retention");

/** Retention (issue 27): the corporate admin's settings of its own account. */
export const retentionContracts = {
  get: retention.read(
    "Retenção de dados da conta (rascunhos e registros de envio) e o resultado da última execução",
    retentionScreenSchema,
    ["NO_ACCOUNT"],
  ),
  save: retention.save(
    "Salva a retenção de dados da conta (vazio: manter)",
    retentionSettingsSchema,
    retentionScreenSchema,
    ["NO_ACCOUNT"],
  ),
};
