import { z } from "zod";
import { documentContracts } from "../documents/contract";
import { documentCreateBodySchema, documentIdParamsSchema, documentUpdateBodySchema } from "../documents/documents";
import { documentDetailSchema } from "../documents/views";
import { binaryBody, defineContract } from "../shared/contracts/define";
import { resourceContracts } from "../shared/contracts/resource";
import type { ErrorCode } from "../shared/error-codes";
import { signatureContracts } from "../signatures/contract";
import {
  signatureRequestBodySchema,
  signatureRequestCreatedSchema,
  signatureRequestDetailSchema,
  signatureRequestIdParamsSchema,
} from "../signatures/signatures";
import { apiDocumentListQuerySchema, apiDocumentPageSchema, apiTemplateListSchema, apiTemplateSchema } from "./api-v1";

/** What every v1 route may answer besides its own codes: the key's plan and its rate limit. */
export const v1 = ["PLAN_FEATURE_DISABLED", "TOO_MANY_REQUESTS"] as const satisfies readonly ErrorCode[];
/** What every v1 POST may answer besides: an `Idempotency-Key` reused with another body, or still running. */
export const post = [
  ...v1,
  "IDEMPOTENCY_KEY_REUSED",
  "IDEMPOTENCY_IN_PROGRESS",
] as const satisfies readonly ErrorCode[];

const templateParams = z.object({ id: z.uuid({ error: "Modelo não encontrado." }) });
const templates = resourceContracts("/api/v1/templates", "/api/v1/templates/:id", templateParams);
const documents = resourceContracts("/api/v1/documents", "/api/v1/documents/:id", documentIdParamsSchema);
const requests = resourceContracts(
  "/api/v1/signature-requests",
  "/api/v1/signature-requests/:id",
  signatureRequestIdParamsSchema,
);

/**
 * The public REST API v1 (issue 23): called with `Authorization: Bearer <chave>`, each route needing
 * one scope of the key (declared where it is registered, modules/public-api). The same contracts
 * make the OpenAPI document at /api/v1/openapi.json and the reference page at /api/v1/docs.
 */
export const apiV1Contracts = {
  templates: defineContract({
    method: "GET",
    path: "/api/v1/templates",
    summary: "Modelos ativos que a conta pode usar, com o esquema das variáveis",
    response: { 200: apiTemplateListSchema },
    errors: v1,
  }),
  template: templates.get("Um modelo, com o esquema das variáveis", apiTemplateSchema),

  listDocuments: defineContract({
    method: "GET",
    path: "/api/v1/documents",
    summary: "Documentos da conta, mais recentes primeiro (paginação por cursor)",
    query: apiDocumentListQuerySchema,
    response: { 200: apiDocumentPageSchema },
    errors: v1,
  }),
  createDocument: documents.create(
    "Gera um documento a partir de um modelo (rascunho ou finalizado, com envio automático opcional)",
    documentCreateBodySchema,
    documentDetailSchema,
    [...post, "FORBIDDEN", "INACTIVE_TEMPLATE", "PLAN_LIMIT_REACHED", "SAVE_FAILED"],
  ),
  getDocument: documents.get("Um documento", documentDetailSchema),
  updateDocument: documents.update(
    "Edita um rascunho (status finalized o finaliza)",
    documentUpdateBodySchema,
    documentDetailSchema,
    [...v1, "NOT_FOUND", "FORBIDDEN", "CONFLICT", "SAVE_FAILED"],
  ),
  finalizeDocument: documents.onItem("POST", "/finalize", "Finaliza um rascunho", {
    response: { 200: documentDetailSchema },
    errors: [...post, "NOT_FOUND", "CONFLICT"],
  }),
  deleteDocument: documents.remove("Exclui um rascunho", [...v1, "NOT_FOUND", "FORBIDDEN", "CONFLICT"]),
  documentPdf: documents.onItem("GET", "/pdf", documentContracts.pdf.summary, {
    response: documentContracts.pdf.response,
    errors: [...v1, ...documentContracts.pdf.errors],
  }),

  createSignatureRequest: documents.onItem(
    "POST",
    "/signature-requests",
    "Solicita a assinatura de um documento finalizado (signatários, ordem, método de autenticação)",
    {
      body: signatureRequestBodySchema,
      response: { 201: signatureRequestCreatedSchema },
      errors: [...post, ...signatureContracts.create.errors],
    },
  ),
  getSignatureRequest: requests.get(
    "Uma solicitação de assinatura, com o estado de cada signatário",
    signatureRequestDetailSchema,
  ),
  cancelSignatureRequest: requests.onItem("POST", "/cancel", "Cancela uma solicitação de assinatura ativa", {
    response: { 200: signatureRequestDetailSchema },
    errors: [...post, ...signatureContracts.cancel.errors],
  }),
  signedPdf: requests.onItem("GET", "/signed-pdf", "O PDF assinado (quando a solicitação foi concluída)", {
    response: { 200: binaryBody("application/pdf", "O documento assinado em PDF") },
    errors: [...v1, "NOT_FOUND"],
  }),
};

/** The API's own description: the OpenAPI document and the reference page (public, no key). */
export const apiV1DocsContracts = {
  openapi: defineContract({
    method: "GET",
    path: "/api/v1/openapi.json",
    summary: "O documento OpenAPI 3.1 da API v1",
    response: { 200: z.looseObject({ openapi: z.string() }) },
    errors: [],
  }),
  docs: defineContract({
    method: "GET",
    path: "/api/v1/docs",
    summary: "A referência da API v1 (HTML)",
    response: { 200: binaryBody("text/html", "A página de referência") },
    errors: [],
  }),
};
