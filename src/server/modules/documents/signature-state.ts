import { and, eq } from "drizzle-orm";
import type { DocumentStatus } from "../../../domain/documents/documents";
import { generatedDocuments } from "../../db/tables/documents";
import type { Db, Tx } from "../../platform/db/client";

/**
 * The one write signatures make on a document, here with the table's owner (a module writes only
 * its own tables; signatures calls it through documents/index.ts):
 * finalized → pending_signature with the request id, → signed with the signed file's URL, or back to
 * finalized when a request ends without signatures (canceled, declined, expired).
 */
export async function setDocumentSignatureState(
  db: Db | Tx,
  documentId: string,
  state: { status: DocumentStatus; signatureRequestId?: string; signedDocumentUrl?: string | null },
): Promise<void> {
  await db
    .update(generatedDocuments)
    .set({
      status: state.status,
      ...(state.signatureRequestId ? { signatureRequestId: state.signatureRequestId } : {}),
      ...(state.signedDocumentUrl !== undefined ? { signedDocumentUrl: state.signedDocumentUrl } : {}),
      updatedAt: new Date(),
    })
    .where(eq(generatedDocuments.id, documentId));
}

/**
 * A request that was reserved but not made (its provider refused it): the document is finalized
 * again and points at its previous request, as if this one had never been asked for. Only while it
 * still points at this request (a cancel meanwhile already put it back).
 */
export async function putBackDocumentBefore(
  db: Db | Tx,
  documentId: string,
  request: { id: string; previousRequestId: string | null },
): Promise<void> {
  await db
    .update(generatedDocuments)
    .set({ status: "finalized", signatureRequestId: request.previousRequestId, updatedAt: new Date() })
    .where(and(eq(generatedDocuments.id, documentId), eq(generatedDocuments.signatureRequestId, request.id)));
}

/**
 * Marks the document changed when only its signature progress did (a view, a signature): the
 * document's live-update event reaches everyone who sees the document, so the signature panel
 * refreshes for its owner too (signature_requests events reach only org-wide roles).
 */
export async function touchDocument(db: Db | Tx, documentId: string): Promise<void> {
  await db.update(generatedDocuments).set({ updatedAt: new Date() }).where(eq(generatedDocuments.id, documentId));
}
