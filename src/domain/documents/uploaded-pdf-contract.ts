import { z } from "zod";
import { post } from "../public-api/contract";
import { defineContract } from "../shared/contracts/define";
import { recordErrors, resourceContracts } from "../shared/contracts/resource";
import { documents } from "./contract";
import { documentIdParamsSchema } from "./documents";
import { pdfFieldsAnswerSchema, pdfFieldsBodySchema } from "./pdf-fields";
import { PDF_UPLOAD_MESSAGES, pdfUploadQuerySchema } from "./uploaded-pdf";
import { documentDetailSchema } from "./views";

const pdfErrors = [
  "NOT_A_PDF",
  "PDF_TOO_LARGE",
  "PDF_UNREADABLE",
  "PDF_ENCRYPTED",
  "PDF_TOO_MANY_PAGES",
  "SAVE_FAILED",
] as const;
const fieldErrors = [...recordErrors, "CONFLICT"] as const;

/** POST /api/v1/documents/pdf: the file as base64 in JSON, for integrators (issue 40 "Public API"). */
export const apiPdfUploadBodySchema = z.object({
  title: z.string().trim().max(200, PDF_UPLOAD_MESSAGES.titleTooLong).optional(),
  file_base64: z.string({ error: "Envie o PDF em file_base64." }).min(1, "Envie o PDF em file_base64."),
});

const v1Documents = resourceContracts("/api/v1/documents", "/api/v1/documents/:id", documentIdParamsSchema);

/** Documents from an uploaded PDF and the fields on their pages (issue 40). */
export const uploadedPdfContracts = {
  /** The body is the PDF's raw bytes (any Content-Type: the bytes are judged), so no body schema. */
  upload: defineContract({
    method: "POST",
    path: "/api/documents/pdf",
    summary: "Envia um PDF para assinatura (bytes no corpo, até 25 MB e 200 páginas)",
    query: pdfUploadQuerySchema,
    response: { 201: documentDetailSchema },
    errors: [...recordErrors, ...pdfErrors],
  }),
  fields: documents.onItem("GET", "/fields", "Os campos dos signatários nas páginas do PDF enviado", {
    response: { 200: pdfFieldsAnswerSchema },
    errors: ["NOT_FOUND"],
  }),
  setFields: defineContract({
    method: "PUT",
    path: "/api/documents/:id/fields",
    summary: "Define os campos de cada signatário nas páginas do PDF enviado (substitui os anteriores)",
    params: documentIdParamsSchema,
    body: pdfFieldsBodySchema,
    response: { 200: pdfFieldsAnswerSchema },
    errors: fieldErrors,
  }),
  apiUpload: defineContract({
    method: "POST",
    path: "/api/v1/documents/pdf",
    summary: "Envia um PDF (base64) e o torna um documento pronto para assinatura",
    body: apiPdfUploadBodySchema,
    response: { 201: documentDetailSchema },
    errors: [...post, ...recordErrors, ...pdfErrors],
  }),
  apiFields: v1Documents.onItem("GET", "/fields", "Os campos dos signatários nas páginas do PDF enviado", {
    response: { 200: pdfFieldsAnswerSchema },
    errors: ["NOT_FOUND", "PLAN_FEATURE_DISABLED", "TOO_MANY_REQUESTS"],
  }),
  apiSetFields: defineContract({
    method: "PUT",
    path: "/api/v1/documents/:id/fields",
    summary: "Define os campos de cada signatário nas páginas do PDF enviado (substitui os anteriores)",
    params: documentIdParamsSchema,
    body: pdfFieldsBodySchema,
    response: { 200: pdfFieldsAnswerSchema },
    errors: [...post, ...fieldErrors],
  }),
};
