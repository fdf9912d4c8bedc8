import type { FastifyReply } from "fastify";
import type { Actor } from "../../../domain/permissions";
import type { DocumentDeps } from "./after-save";
import { pdfContentDisposition, renderDocumentPdf } from "./document-pdf";
import { getDocument } from "./get-document";
import { sourceFileOf } from "./uploaded-pdf-bytes";

/** Sends the PDF of a visible document (404 otherwise), named from its title. */
export async function sendDocumentPdf(deps: DocumentDeps, actor: Actor, id: string, reply: FastifyReply) {
  const doc = await getDocument(deps.db, actor, id);
  // Renders only: the hash of the first PDF was recorded when the document was finalized.
  const sourceFileId = doc.source === "pdf" ? await sourceFileOf(deps.db, id) : null;
  const bytes = await renderDocumentPdf(deps, {
    ...doc,
    corporateAccountId: doc.corporateAccount?.id ?? null,
    sourceFileId,
  });
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", pdfContentDisposition(doc.title))
    .send(bytes);
}
