import { z } from "zod";
import { readContract } from "../shared/contracts/define";
import { resourceContracts } from "../shared/contracts/resource";
import {
  accountDetailSchema,
  accountFormSchema,
  accountIdParamsSchema,
  accountListItemSchema,
  accountListQuerySchema,
  categoryOptionSchema,
} from "./accounts";

/** What saving an account may refuse: the plan, a secret for a new address, a category; the insert itself. */
const saveErrors = ["VALIDATION_ERROR", "SAVE_FAILED"] as const;

const accounts = resourceContracts(
  "/api/corporate-accounts",
  "/api/corporate-accounts/:accountId",
  accountIdParamsSchema,
);

/** /api/corporate-accounts (spec 2 §2.6, §2.7), super_admin only. */
export const accountContracts = {
  list: accounts.list("Lista de contas corporativas (10 por página)", accountListQuerySchema, accountListItemSchema),
  categoryOptions: readContract(
    "/api/corporate-accounts/category-options",
    "Categorias que uma conta pode liberar",
    z.array(categoryOptionSchema),
  ),
  get: accounts.get("Uma conta corporativa, como o formulário a carrega", accountDetailSchema),
  create: accounts.create(
    "Cria uma conta corporativa (com SMTP, WhatsApp e categorias)",
    accountFormSchema,
    accountDetailSchema,
    saveErrors,
  ),
  update: accounts.update("Edita uma conta corporativa", accountFormSchema, accountDetailSchema, [
    ...saveErrors,
    "NOT_FOUND",
  ]),
  remove: accounts.remove("Exclui uma conta corporativa", ["NOT_FOUND"]),
};
