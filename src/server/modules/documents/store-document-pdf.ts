import { eq, sql } from "drizzle-orm";
import { DOCUMENT_PDF_MESSAGES } from "../../../domain/documents/pdf-state";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { sha256Hex } from "../../platform/sha256";
import { pdfSourceColumns, renderDocumentPdf } from "./document-pdf";

export type StorePdfDeps = Pick<Deps, "db" | "pdf" | "storage" | "config" | "log">;

/**
 * The stored file id of a document's PDF, derived from the document's id (a UUID-shaped SHA-256):
 * the idempotency key of the store, so a run killed after storing the file and run again finds it
 * instead of storing a second one.
 */
export function pdfFileIdOf(documentId: string): string {
  const h = sha256Hex(`minuta:document-pdf:${documentId}`);
  const variant = ((Number.parseInt(h.charAt(16), 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The bytes already stored under the document's file id (a previous run stored them), or null. */
async function alreadyStored(deps: StorePdfDeps, fileId: string): Promise<Buffer | null> {
  return (await deps.storage.get(fileId))?.data ?? null;
}

/**
 * The render-document-pdf job's work (issue 50): renders a finalized document's stored content once,
 * stores the PDF in the file store under the document's file id, and marks the document's PDF ready
 * with the file's SHA-256. Idempotent: a ready document is left alone, a file already stored (a run
 * killed before marking it) is used as it is. A render failure is recorded on the document (its
 * Portuguese reason and the attempt) and thrown, so the queue retries with backoff; the last try
 * marks it failed.
 */
export async function storeDocumentPdf(
  deps: StorePdfDeps,
  documentId: string,
  { lastTry }: { lastTry: boolean },
): Promise<void> {
  const [doc] = await deps.db
    .select({ ...pdfSourceColumns, userId: docs.userId, status: docs.status, pdfStatus: docs.pdfStatus })
    .from(docs)
    .where(eq(docs.id, documentId))
    .limit(1);
  if (!doc || doc.status === "draft" || doc.pdfStatus === "ready") return;
  const fileId = pdfFileIdOf(doc.id);
  let bytes = await alreadyStored(deps, fileId);
  if (!bytes) {
    try {
      bytes = await renderDocumentPdf(deps, doc);
    } catch (err) {
      await recordRenderFailure(deps, documentId, err, lastTry);
      throw err;
    }
    const data = bytes;
    await deps.storage
      .put({
        id: fileId,
        data,
        contentType: "application/pdf",
        corporateAccountId: doc.corporateAccountId,
        userId: doc.userId,
      })
      .catch(async (err: unknown) => {
        // Stored meanwhile by another run: that file is the document's one file.
        bytes = await alreadyStored(deps, fileId);
        if (!bytes) throw err;
      });
  }
  await deps.db
    .update(docs)
    .set({ pdfFileId: fileId, pdfSha256: sha256Hex(bytes), pdfStatus: "ready", pdfError: null })
    .where(eq(docs.id, documentId));
}

async function recordRenderFailure(deps: StorePdfDeps, documentId: string, err: unknown, lastTry: boolean) {
  const reason = err instanceof AppError ? err.message : DOCUMENT_PDF_MESSAGES.renderFailed;
  deps.log.warn(`[documentos] PDF do documento ${documentId} não gerado: ${String(err)}`);
  await deps.db
    .update(docs)
    .set({ pdfError: reason, pdfAttempts: sql`${docs.pdfAttempts} + 1`, pdfStatus: lastTry ? "failed" : "pending" })
    .where(eq(docs.id, documentId));
}
