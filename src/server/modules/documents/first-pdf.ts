import { and, eq, isNull, ne } from "drizzle-orm";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Db } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { sha256Hex } from "../../platform/sha256";
import { type PdfDeps, pdfSourceColumns, renderDocumentPdf } from "./document-pdf";

/** A finalized (or later) document whose first PDF has not been recorded yet. */
const withoutPdfHash = (documentId: string) =>
  and(eq(docs.id, documentId), isNull(docs.pdfSha256), ne(docs.status, "draft"));

/**
 * Records `pdf_sha256`, the SHA-256 of the first PDF made of a finalized document (decision 0016),
 * from a path that may write: finalizing, a delivery, a signature request; never a GET. Only the
 * first one counts (later PDFs differ: the renderer stamps the creation date), so an existing hash
 * is kept and a draft gets none.
 */
export async function recordFirstPdfHash(db: Db, documentId: string, pdf: Uint8Array): Promise<void> {
  await db
    .update(docs)
    .set({ pdfSha256: sha256Hex(pdf) })
    .where(withoutPdfHash(documentId));
}

/**
 * After a finalizing save committed: makes the document's first PDF and records its hash, so the
 * hash is there before anyone downloads it (the download, a GET, records nothing). A PDF service
 * failure does not undo the save: it is logged and the next delivery or signature request records it.
 */
export async function makeFirstPdf(deps: PdfDeps & Pick<Deps, "db" | "log">, documentId: string): Promise<void> {
  const [doc] = await deps.db.select(pdfSourceColumns).from(docs).where(withoutPdfHash(documentId)).limit(1);
  if (!doc) return; // a draft, or the hash is already recorded
  try {
    await recordFirstPdfHash(deps.db, documentId, await renderDocumentPdf(deps, doc));
  } catch (err) {
    deps.log.warn(`[documentos] PDF do documento ${documentId} não gerado ao finalizar: ${String(err)}`);
  }
}
