import type { FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_PDF_MESSAGES, type PdfNotReady } from "../../../domain/documents/pdf-state";
import { sendStoredBytes } from "../../platform/http/send-stored-bytes";
import { pdfUnavailable } from "../../platform/pdf/pdf-errors";
import type { DocumentDeps } from "./after-save";
import { pdfContentDisposition, renderDocumentPdf } from "./document-pdf";
import { getDocument } from "./get-document";
import { type StoredPdf, storedDocumentPdf } from "./stored-pdf";

/** The 202 of a PDF asked before its file is stored (the route's contract: pdfNotReadySchema). */
export function pdfNotReady(reply: FastifyReply, pdf: Exclude<StoredPdf, { status: "ready" }>): FastifyReply {
  const answer: PdfNotReady = { status: pdf.status, message: DOCUMENT_PDF_MESSAGES.notReady, error: pdf.error };
  return reply.status(202).header("Retry-After", "5").header("Cache-Control", "no-store").send(answer);
}

/**
 * Sends the PDF of a visible document (404 otherwise), named from its title. A finalized document's
 * is its one stored file (issue 50: the same bytes for everyone, ETag = its SHA-256, Range and
 * If-None-Match honoured); asked before the render job stored it, the download waits for it up to
 * PDF_READY_WAIT_MS, then answers 202 with a Portuguese message. A draft's is drawn on the fly.
 */
export async function sendDocumentPdf(
  deps: DocumentDeps,
  actor: Actor,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const doc = await getDocument(deps.db, actor, id);
  const disposition = pdfContentDisposition(doc.title);
  if (doc.status === "draft") {
    const bytes = await renderDocumentPdf(deps, { ...doc, corporateAccountId: doc.corporateAccount?.id ?? null });
    return reply.header("Content-Type", "application/pdf").header("Content-Disposition", disposition).send(bytes);
  }
  const pdf = await storedDocumentPdf(deps, id, deps.config.pdfReadyWaitMs);
  // Not stored and no browser in this process to make it: the operator's 503 with the command to install
  // one (a worker elsewhere may still store it; the next download then serves it).
  if (pdf.status !== "ready" && !deps.pdf.available) throw pdfUnavailable();
  if (pdf.status !== "ready") return pdfNotReady(reply, pdf);
  return sendStoredBytes(request, reply, { ...pdf, contentType: "application/pdf", disposition });
}
