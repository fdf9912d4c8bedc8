import { defineContract, okAnswer } from "../shared/contracts/define";
import { resourceContracts } from "../shared/contracts/resource";
import { namedRefSchema } from "../shared/fields";
import {
  categoryAccountsSchema,
  categoryFormSchema,
  categoryIdParamsSchema,
  categoryLinksInputSchema,
  categoryListQuerySchema,
  categorySchema,
} from "./categories";

/** What a save may refuse: a name already taken, or the write itself. */
const saveErrors = ["CATEGORY_DUPLICATE", "CATEGORY_SAVE_FAILED"] as const;

const categories = resourceContracts("/api/categories", "/api/categories/:categoryId", categoryIdParamsSchema);

/** Category management (spec 1 §2.8) and the category–account links (spec 2 §3); super_admin only. */
export const categoryContracts = {
  list: categories.list("Lista de categorias por nome (10 por página)", categoryListQuerySchema, categorySchema),
  create: categories.create("Cria uma categoria", categoryFormSchema, categorySchema, saveErrors),
  update: categories.update("Edita uma categoria", categoryFormSchema, categorySchema, ["NOT_FOUND", ...saveErrors]),
  /** Answered `{ ok: true }`, not 204. */
  remove: categories.onItem("DELETE", "", "Exclui uma categoria sem modelos", {
    response: { 200: okAnswer },
    errors: ["NOT_FOUND", "CATEGORY_IN_USE", "CATEGORY_SAVE_FAILED"],
  }),
  accounts: categories.onItem("GET", "/accounts", "Contas corporativas ativas e se cada uma pode usar a categoria", {
    response: { 200: categoryAccountsSchema },
    errors: ["NOT_FOUND"],
  }),
  setAccounts: categories.onItem(
    "PUT",
    "/accounts",
    "Define as contas corporativas ativas que podem usar a categoria",
    {
      body: categoryLinksInputSchema,
      response: { 200: okAnswer },
      errors: ["NOT_FOUND", "INVALID_ACCOUNT", "PLAN_LIMIT_REACHED", "CATEGORY_SAVE_FAILED"],
    },
  ),
  /**
   * Issue 48 point 4: a category made from the template form ("Nova categoria"). A corporate admin's is its
   * account's own (seen by no other account); a super admin's is the platform's, as POST /api/categories.
   */
  createFromTemplateForm: defineContract({
    method: "POST",
    path: "/api/template-categories",
    summary: "Cria uma categoria no formulário de modelo (da própria conta; do super admin, da plataforma)",
    body: categoryFormSchema,
    response: { 201: namedRefSchema },
    errors: ["CATEGORY_DUPLICATE", "PLAN_LIMIT_REACHED", "CATEGORY_SAVE_FAILED"],
  }),
};
