import { z } from "zod";
import {
  accountDetailSchema,
  accountFormSchema,
  accountIdParamsSchema,
  accountListItemSchema,
  accountListQuerySchema,
  categoryOptionSchema,
} from "../corporate-accounts";
import { defineContract, noContent, pageOf } from "./contract";

/** What saving an account may refuse: the plan, a secret for a new address, a category; the insert itself. */
const saveErrors = ["VALIDATION_ERROR", "SAVE_FAILED"] as const;

/** /api/corporate-accounts (spec 2 §2.6, §2.7), super_admin only. */
export const accountContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/corporate-accounts",
    summary: "Lista de contas corporativas (10 por página)",
    query: accountListQuerySchema,
    response: { 200: pageOf(accountListItemSchema) },
    errors: [],
  }),
  categoryOptions: defineContract({
    method: "GET",
    path: "/api/corporate-accounts/category-options",
    summary: "Categorias que uma conta pode liberar",
    response: { 200: z.array(categoryOptionSchema) },
    errors: [],
  }),
  get: defineContract({
    method: "GET",
    path: "/api/corporate-accounts/:accountId",
    summary: "Uma conta corporativa, como o formulário a carrega",
    params: accountIdParamsSchema,
    response: { 200: accountDetailSchema },
    errors: ["NOT_FOUND"],
  }),
  create: defineContract({
    method: "POST",
    path: "/api/corporate-accounts",
    summary: "Cria uma conta corporativa (com SMTP, WhatsApp e categorias)",
    body: accountFormSchema,
    response: { 201: accountDetailSchema },
    errors: saveErrors,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/corporate-accounts/:accountId",
    summary: "Edita uma conta corporativa",
    params: accountIdParamsSchema,
    body: accountFormSchema,
    response: { 200: accountDetailSchema },
    errors: [...saveErrors, "NOT_FOUND"],
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/corporate-accounts/:accountId",
    summary: "Exclui uma conta corporativa",
    params: accountIdParamsSchema,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
};
