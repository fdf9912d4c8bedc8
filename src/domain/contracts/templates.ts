import {
  idParamsSchema,
  templateDetailSchema,
  templateFormOptionsSchema,
  templateFormSchema,
  templateListItemSchema,
  templateListQuerySchema,
  templateStatusResultSchema,
  templateStatusSchema,
} from "../templates";
import { defineContract, noContent, pageOf } from "./contract";

/** Document templates (spec 2 §2.2): list, form options, read, create, update, status toggle, delete. */
export const templateContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/templates",
    summary: "Lista de modelos de documento (10 por página)",
    query: templateListQuerySchema,
    response: { 200: pageOf(templateListItemSchema) },
    errors: [],
  }),
  options: defineContract({
    method: "GET",
    path: "/api/templates/options",
    summary: "Categorias, cabeçalhos e rodapés que o formulário de modelo oferece",
    response: { 200: templateFormOptionsSchema },
    errors: [],
  }),
  get: defineContract({
    method: "GET",
    path: "/api/templates/:id",
    summary: "Um modelo de documento",
    params: idParamsSchema,
    response: { 200: templateDetailSchema },
    errors: ["NOT_FOUND"],
  }),
  create: defineContract({
    method: "POST",
    path: "/api/templates",
    summary: "Cria um modelo (global para o Super Administrador, senão da conta)",
    body: templateFormSchema,
    response: { 201: templateDetailSchema },
    errors: ["FORBIDDEN", "PLAN_LIMIT_REACHED"],
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/templates/:id",
    summary: "Edita um modelo",
    params: idParamsSchema,
    body: templateFormSchema,
    response: { 200: templateDetailSchema },
    errors: ["NOT_FOUND", "FORBIDDEN"],
  }),
  setStatus: defineContract({
    method: "PATCH",
    path: "/api/templates/:id/status",
    summary: "Ativa ou desativa um modelo",
    params: idParamsSchema,
    body: templateStatusSchema,
    response: { 200: templateStatusResultSchema },
    errors: ["NOT_FOUND", "FORBIDDEN"],
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/templates/:id",
    summary: "Exclui um modelo",
    params: idParamsSchema,
    response: { 204: noContent },
    errors: ["NOT_FOUND", "FORBIDDEN"],
  }),
};
