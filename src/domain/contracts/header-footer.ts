import { z } from "zod";
import { headerFooterFormSchema, headerFooterItemSchema, idParamsSchema } from "../templates";
import { defineContract, noContent } from "./contract";

/** Header and footer templates (spec 2 §2.3): list, read, create, update, delete, set as default. */
export const headerFooterContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/header-footer",
    summary: "Cabeçalhos e rodapés visíveis (globais e da conta)",
    response: { 200: z.object({ items: z.array(headerFooterItemSchema) }) },
    errors: [],
  }),
  get: defineContract({
    method: "GET",
    path: "/api/header-footer/:id",
    summary: "Um cabeçalho ou rodapé",
    params: idParamsSchema,
    response: { 200: headerFooterItemSchema },
    errors: ["NOT_FOUND"],
  }),
  create: defineContract({
    method: "POST",
    path: "/api/header-footer",
    summary: "Cria um cabeçalho ou rodapé (global para o Super Administrador, senão da conta)",
    body: headerFooterFormSchema,
    response: { 201: headerFooterItemSchema },
    errors: ["FORBIDDEN"],
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/header-footer/:id",
    summary: "Edita um cabeçalho ou rodapé",
    params: idParamsSchema,
    body: headerFooterFormSchema,
    response: { 200: headerFooterItemSchema },
    errors: ["NOT_FOUND", "FORBIDDEN", "HEADER_FOOTER_IN_USE"],
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/header-footer/:id",
    summary: "Exclui um cabeçalho ou rodapé",
    params: idParamsSchema,
    response: { 204: noContent },
    errors: ["NOT_FOUND", "FORBIDDEN"],
  }),
  setDefault: defineContract({
    method: "POST",
    path: "/api/header-footer/:id/default",
    summary: "Define o cabeçalho ou rodapé como padrão do seu tipo e escopo",
    params: idParamsSchema,
    response: { 200: headerFooterItemSchema },
    errors: ["NOT_FOUND", "FORBIDDEN", "INACTIVE_TEMPLATE", "CONFLICT"],
  }),
};
