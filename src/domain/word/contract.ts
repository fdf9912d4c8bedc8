import { documents } from "../documents/contract";
import { binaryBody, defineContract, uploadContract } from "../shared/contracts/define";
import { templateDetailSchema } from "../templates/templates";
import { DOCX_MIME, docxAnalysisSchema, docxImportSchema } from "./word";

/** Word in, Word out (issue 25): analyse a .docx, import it as a template, download a document as .docx. */
export const wordContracts = {
  /** The body is the file's raw bytes (any Content-Type: the file is judged by its bytes), so no body schema. */
  analyze: uploadContract(
    "/api/templates/import/analyze",
    "Lê um .docx (bytes no corpo, até 10 MB) e propõe o modelo, sem salvar nada",
    { 200: docxAnalysisSchema },
    ["DOCX_TOO_LARGE", "NOT_A_DOCX", "DOCX_UNREADABLE"],
  ),
  importTemplate: defineContract({
    method: "POST",
    path: "/api/templates/import",
    summary: "Salva o modelo revisado junto com o .docx original",
    body: docxImportSchema,
    response: { 201: templateDetailSchema },
    errors: ["FORBIDDEN", "PLAN_LIMIT_REACHED", "DOCX_TOO_LARGE", "NOT_A_DOCX", "DOCX_UNREADABLE"],
  }),
  documentDocx: documents.onItem("GET", "/docx", "O documento em .docx (cópia editável, não assinada)", {
    response: { 200: binaryBody(DOCX_MIME, "O documento em .docx") },
    errors: ["NOT_FOUND"],
  }),
};
