import { z } from "zod";
import { readContract } from "../shared/contracts/define";
import { recordErrors, resourceContracts } from "../shared/contracts/resource";
import { headerFooterFormSchema, headerFooterItemSchema, idParamsSchema } from "../templates/templates";

const headerFooters = resourceContracts("/api/header-footer", "/api/header-footer/:id", idParamsSchema);

/** Header and footer templates (spec 2 §2.3): list, read, create, update, delete, set as default. */
export const headerFooterContracts = {
  /** The whole list at once (no pages): globals and the account's own. */
  list: readContract(
    "/api/header-footer",
    "Cabeçalhos e rodapés visíveis (globais e da conta)",
    z.object({ items: z.array(headerFooterItemSchema) }),
  ),
  get: headerFooters.get("Um cabeçalho ou rodapé", headerFooterItemSchema),
  create: headerFooters.create(
    "Cria um cabeçalho ou rodapé (global para o Super Administrador, senão da conta)",
    headerFooterFormSchema,
    headerFooterItemSchema,
    ["FORBIDDEN"],
  ),
  update: headerFooters.update("Edita um cabeçalho ou rodapé", headerFooterFormSchema, headerFooterItemSchema, [
    ...recordErrors,
    "HEADER_FOOTER_IN_USE",
  ]),
  remove: headerFooters.remove("Exclui um cabeçalho ou rodapé", recordErrors),
  setDefault: headerFooters.onItem(
    "POST",
    "/default",
    "Define o cabeçalho ou rodapé como padrão do seu tipo e escopo",
    {
      response: { 200: headerFooterItemSchema },
      errors: [...recordErrors, "INACTIVE_TEMPLATE", "CONFLICT"],
    },
  ),
};
