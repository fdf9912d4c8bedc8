import { z } from "zod";
import {
  availableCategorySchema,
  availableTemplateCardSchema,
  availableTemplateDetailSchema,
  documentDetailSchema,
  documentListItemSchema,
  headerFooterOptionSchema,
} from "../document-views";
import {
  availableTemplatesQuerySchema,
  documentCreateBodySchema,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentUpdateBodySchema,
  templateIdParamsSchema,
} from "../documents";
import { binaryBody, defineContract, noContent, pageOf } from "./contract";

/** The document routes (spec 3 §2–§4): template selection, create/edit/finalize/delete, list, detail, PDF. */
export const documentContracts = {
  availableTemplates: defineContract({
    method: "GET",
    path: "/api/documents/available-templates",
    summary: "Modelos que o usuário pode usar para gerar um documento",
    query: availableTemplatesQuerySchema,
    response: { 200: z.array(availableTemplateCardSchema) },
    errors: [],
  }),
  availableCategories: defineContract({
    method: "GET",
    path: "/api/documents/available-categories",
    summary: "Categorias dos modelos disponíveis",
    response: { 200: z.array(availableCategorySchema) },
    errors: [],
  }),
  availableTemplate: defineContract({
    method: "GET",
    path: "/api/documents/available-templates/:templateId",
    summary: "Um modelo disponível, com o que o formulário precisa",
    params: templateIdParamsSchema,
    response: { 200: availableTemplateDetailSchema },
    errors: ["NOT_FOUND", "FORBIDDEN", "INACTIVE_TEMPLATE"],
  }),
  headerFooters: defineContract({
    method: "GET",
    path: "/api/documents/header-footers",
    summary: "Cabeçalhos e rodapés que o documento pode usar",
    response: { 200: z.array(headerFooterOptionSchema) },
    errors: [],
  }),
  list: defineContract({
    method: "GET",
    path: "/api/documents",
    summary: "Lista de documentos visíveis ao usuário (10 por página)",
    query: documentListQuerySchema,
    response: { 200: pageOf(documentListItemSchema) },
    errors: [],
  }),
  create: defineContract({
    method: "POST",
    path: "/api/documents",
    summary: "Gera um documento a partir de um modelo (rascunho ou finalizado)",
    body: documentCreateBodySchema,
    response: { 201: documentDetailSchema },
    errors: ["NOT_FOUND", "FORBIDDEN", "INACTIVE_TEMPLATE", "PLAN_LIMIT_REACHED", "SAVE_FAILED"],
  }),
  get: defineContract({
    method: "GET",
    path: "/api/documents/:id",
    summary: "Um documento",
    params: documentIdParamsSchema,
    response: { 200: documentDetailSchema },
    errors: ["NOT_FOUND"],
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/documents/:id",
    summary: "Edita um rascunho (ou o finaliza)",
    params: documentIdParamsSchema,
    body: documentUpdateBodySchema,
    response: { 200: documentDetailSchema },
    errors: ["NOT_FOUND", "FORBIDDEN", "CONFLICT", "SAVE_FAILED"],
  }),
  finalize: defineContract({
    method: "POST",
    path: "/api/documents/:id/finalize",
    summary: "Finaliza um rascunho",
    params: documentIdParamsSchema,
    response: { 200: documentDetailSchema },
    errors: ["NOT_FOUND", "FORBIDDEN", "CONFLICT"],
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/documents/:id",
    summary: "Exclui um documento",
    params: documentIdParamsSchema,
    response: { 204: noContent },
    errors: ["NOT_FOUND", "FORBIDDEN", "SIGNATURE_ACTIVE"],
  }),
  pdf: defineContract({
    method: "GET",
    path: "/api/documents/:id/pdf",
    summary: "O PDF do documento (o assinado e selado, quando houver)",
    params: documentIdParamsSchema,
    response: { 200: binaryBody("application/pdf", "O documento em PDF") },
    errors: ["NOT_FOUND", "PDF_TIMEOUT", "PDF_UNAVAILABLE"],
  }),
};
