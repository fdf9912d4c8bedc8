import type { FastifyReply } from "fastify";
import type { DocumentDetail } from "../../../domain/document-views";
import type { DocumentCreateBody, DocumentUpdateBody } from "../../../domain/documents";
import type { RouteDeps } from "../../platform/deps";
import type { Actor } from "../auth";
import { pdfContentDisposition, renderDocumentPdf } from "./document-pdf";
import { makeFirstPdf } from "./first-pdf";
import { documentHook } from "./hooks";
import { getDocument } from "./read-documents";
import { createDocument, finalizeDocument, updateDocument } from "./save-document";

/** What a save needs beyond the database: the PDF service (first PDF) and the job queue (deliveries). */
export type DocumentDeps = Pick<RouteDeps, "db" | "pdf" | "storage" | "config" | "jobs" | "log">;

/**
 * The changes of a document as the web form and the public API (issue 23) both make them: the save,
 * then — once committed — a finalized document's first PDF and its hash, then its automatic
 * deliveries; the answer is the document as the caller now sees it.
 */
async function afterSave(deps: DocumentDeps, documentId: string): Promise<void> {
  await makeFirstPdf(deps, documentId);
  await documentHook("saved")(deps, documentId);
}

export async function createDocumentAndRead(
  deps: DocumentDeps,
  actor: Actor,
  body: DocumentCreateBody,
): Promise<DocumentDetail> {
  const id = await createDocument(deps.db, actor, body);
  await afterSave(deps, id);
  return getDocument(deps.db, actor, id);
}

export async function updateDocumentAndRead(
  deps: DocumentDeps,
  actor: Actor,
  id: string,
  body: DocumentUpdateBody,
): Promise<DocumentDetail> {
  await updateDocument(deps.db, actor, id, body);
  await afterSave(deps, id);
  return getDocument(deps.db, actor, id);
}

export async function finalizeDocumentAndRead(deps: DocumentDeps, actor: Actor, id: string): Promise<DocumentDetail> {
  await finalizeDocument(deps.db, actor, id);
  await afterSave(deps, id);
  return getDocument(deps.db, actor, id);
}

/** Sends the PDF of a visible document (404 otherwise), named from its title. */
export async function sendDocumentPdf(deps: DocumentDeps, actor: Actor, id: string, reply: FastifyReply) {
  const doc = await getDocument(deps.db, actor, id);
  // Renders only: the hash of the first PDF was recorded when the document was finalized.
  const bytes = await renderDocumentPdf(deps, { ...doc, corporateAccountId: doc.corporateAccount?.id ?? null });
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", pdfContentDisposition(doc.title))
    .send(bytes);
}
