import { readContract } from "../shared/contracts/define";
import { recordErrors, resourceContracts } from "../shared/contracts/resource";
import {
  idParamsSchema,
  templateDetailSchema,
  templateFormOptionsSchema,
  templateFormSchema,
  templateListItemSchema,
  templateListQuerySchema,
  templateStatusResultSchema,
  templateStatusSchema,
} from "./templates";

const templates = resourceContracts("/api/templates", "/api/templates/:id", idParamsSchema);

/** Document templates (spec 2 §2.2): list, form options, read, create, update, status toggle, delete. */
export const templateContracts = {
  list: templates.list(
    "Lista de modelos de documento (10 por página)",
    templateListQuerySchema,
    templateListItemSchema,
  ),
  options: readContract(
    "/api/templates/options",
    "Categorias, cabeçalhos e rodapés que o formulário de modelo oferece",
    templateFormOptionsSchema,
  ),
  get: templates.get("Um modelo de documento", templateDetailSchema),
  create: templates.create(
    "Cria um modelo (global para o Super Administrador, senão da conta)",
    templateFormSchema,
    templateDetailSchema,
    ["FORBIDDEN", "PLAN_LIMIT_REACHED"],
  ),
  update: templates.update("Edita um modelo", templateFormSchema, templateDetailSchema, recordErrors),
  setStatus: templates.onItem("PATCH", "/status", "Ativa ou desativa um modelo", {
    body: templateStatusSchema,
    response: { 200: templateStatusResultSchema },
    errors: recordErrors,
  }),
  remove: templates.remove("Exclui um modelo", recordErrors),
};
