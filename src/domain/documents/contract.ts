import { z } from "zod";
import { defineContract, readContract } from "../shared/contracts/define";
import { recordErrors, resourceContracts } from "../shared/contracts/resource";
import {
  availableTemplatesQuerySchema,
  documentCreateBodySchema,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentUpdateBodySchema,
  templateIdParamsSchema,
} from "./documents";
import { storedPdfResponses } from "./pdf-state";
import {
  availableCategorySchema,
  availableTemplateCardSchema,
  availableTemplateDetailSchema,
  documentDetailSchema,
  documentListItemSchema,
  headerFooterOptionSchema,
} from "./views";

/** A document and the routes below it (`/api/documents/:id/…`): also delivery.ts's and signatures.ts's. */
export const documents = resourceContracts("/api/documents", "/api/documents/:id", documentIdParamsSchema);

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
  availableCategories: readContract(
    "/api/documents/available-categories",
    "Categorias dos modelos disponíveis",
    z.array(availableCategorySchema),
  ),
  availableTemplate: defineContract({
    method: "GET",
    path: "/api/documents/available-templates/:templateId",
    summary: "Um modelo disponível, com o que o formulário precisa",
    params: templateIdParamsSchema,
    response: { 200: availableTemplateDetailSchema },
    errors: [...recordErrors, "INACTIVE_TEMPLATE"],
  }),
  headerFooters: readContract(
    "/api/documents/header-footers",
    "Cabeçalhos e rodapés que o documento pode usar",
    z.array(headerFooterOptionSchema),
  ),
  list: documents.list(
    "Lista de documentos visíveis ao usuário (10 por página)",
    documentListQuerySchema,
    documentListItemSchema,
  ),
  create: documents.create(
    "Gera um documento a partir de um modelo (rascunho ou finalizado)",
    documentCreateBodySchema,
    documentDetailSchema,
    [...recordErrors, "INACTIVE_TEMPLATE", "PLAN_LIMIT_REACHED", "SAVE_FAILED"],
  ),
  get: documents.get("Um documento", documentDetailSchema),
  update: documents.update("Edita um rascunho (ou o finaliza)", documentUpdateBodySchema, documentDetailSchema, [
    ...recordErrors,
    "CONFLICT",
    "SAVE_FAILED",
  ]),
  finalize: documents.onItem("POST", "/finalize", "Finaliza um rascunho", {
    response: { 200: documentDetailSchema },
    errors: [...recordErrors, "CONFLICT"],
  }),
  remove: documents.remove("Exclui um documento", [...recordErrors, "SIGNATURE_ACTIVE"]),
  pdfStatus: readContract(
    "/api/documents/pdf-status",
    "Se o servidor tem um navegador para gerar PDF (e solicitar assinaturas)",
    z.object({ available: z.boolean().meta({ description: "false: o servidor não achou um navegador ao iniciar" }) }),
  ),
  pdf: documents.onItem("GET", "/pdf", "O PDF do documento (o assinado e selado, quando houver)", {
    response: storedPdfResponses,
    errors: ["NOT_FOUND", "PDF_TIMEOUT", "PDF_UNAVAILABLE"],
  }),
};
