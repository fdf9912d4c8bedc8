import { z } from "zod";
import {
  categoryAccountsSchema,
  categoryFormSchema,
  categoryIdParamsSchema,
  categoryLinksInputSchema,
  categoryListQuerySchema,
  categorySchema,
} from "../categories";
import { defineContract, pageOf } from "./contract";

/** What the category writes without a record of their own answer. */
const done = z.object({ ok: z.literal(true) });

/** Category management (spec 1 §2.8) and the category–account links (spec 2 §3); super_admin only. */
export const categoryContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/categories",
    summary: "Lista de categorias por nome (10 por página)",
    query: categoryListQuerySchema,
    response: { 200: pageOf(categorySchema) },
    errors: [],
  }),
  create: defineContract({
    method: "POST",
    path: "/api/categories",
    summary: "Cria uma categoria",
    body: categoryFormSchema,
    response: { 201: categorySchema },
    errors: ["CATEGORY_DUPLICATE", "CATEGORY_SAVE_FAILED"],
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/categories/:categoryId",
    summary: "Edita uma categoria",
    params: categoryIdParamsSchema,
    body: categoryFormSchema,
    response: { 200: categorySchema },
    errors: ["NOT_FOUND", "CATEGORY_DUPLICATE", "CATEGORY_SAVE_FAILED"],
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/categories/:categoryId",
    summary: "Exclui uma categoria sem modelos",
    params: categoryIdParamsSchema,
    response: { 200: done },
    errors: ["NOT_FOUND", "CATEGORY_IN_USE", "CATEGORY_SAVE_FAILED"],
  }),
  accounts: defineContract({
    method: "GET",
    path: "/api/categories/:categoryId/accounts",
    summary: "Contas corporativas ativas e se cada uma pode usar a categoria",
    params: categoryIdParamsSchema,
    response: { 200: categoryAccountsSchema },
    errors: ["NOT_FOUND"],
  }),
  setAccounts: defineContract({
    method: "PUT",
    path: "/api/categories/:categoryId/accounts",
    summary: "Define as contas corporativas ativas que podem usar a categoria",
    params: categoryIdParamsSchema,
    body: categoryLinksInputSchema,
    response: { 200: done },
    errors: ["NOT_FOUND", "INVALID_ACCOUNT", "PLAN_LIMIT_REACHED", "CATEGORY_SAVE_FAILED"],
  }),
};
