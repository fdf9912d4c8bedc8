import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Deps } from "../../platform/deps";
import { storedImageResolver } from "../../platform/pdf/stored-image-resolver";
import type { ImageResolver } from "../../platform/pdf/types";
import { uploadedPdfBytes } from "./uploaded-pdf-bytes";

/** The stored, frozen content a document's PDF is made from (never re-rendered from its template). */
export interface PdfSource {
  id: string;
  title: string;
  corporateAccountId: string | null;
  finalContent: string;
  headerHtml: string | null;
  footerHtml: string | null;
  contentSha256: string | null;
  /** An uploaded PDF's stored bytes (issue 40): they are the document's PDF, never rendered. */
  sourceFileId: string | null;
}

/** The columns of generated_documents that make a PdfSource: select them with `{ ...pdfSourceColumns }`. */
export const pdfSourceColumns = {
  id: docs.id,
  title: docs.title,
  corporateAccountId: docs.corporateAccountId,
  finalContent: docs.finalContent,
  headerHtml: docs.headerHtml,
  footerHtml: docs.footerHtml,
  contentSha256: docs.contentSha256,
  sourceFileId: docs.sourceFileId,
};

export type PdfDeps = Pick<Deps, "pdf" | "storage" | "config">;

/**
 * Images a document's PDF may embed: our stored files of the document's own account or global ones,
 * inlined by the PDF service; anything else is left out (no fetch, no other tenant's file, even when
 * an old template embeds one).
 */
function documentImages(deps: Pick<Deps, "storage" | "config">, accountId: string | null): ImageResolver {
  return storedImageResolver(async (id) => {
    const file = await deps.storage.get(id);
    if (!file || (file.corporateAccountId !== null && file.corporateAccountId !== accountId)) return null;
    return file;
  }, deps.config.appUrl);
}

/**
 * The PDF of a document the caller already read under its own rule (the visibility rule on the
 * route, the account on a delivery, the lock on a signature request): the stored, server-rendered
 * body and header/footer. It writes nothing; a finalized document's one stored PDF is made from it
 * once, by the render job (store-document-pdf.ts), and every later use reads that file.
 */
export function renderDocumentPdf(
  deps: PdfDeps,
  doc: Pick<PdfSource, "title" | "corporateAccountId" | "finalContent" | "headerHtml" | "footerHtml"> &
    Partial<Pick<PdfSource, "sourceFileId">>,
): Promise<Buffer> {
  if (doc.sourceFileId) return uploadedPdfBytes(deps, doc.sourceFileId);
  return deps.pdf.render(
    {
      title: doc.title,
      bodyHtml: doc.finalContent,
      headerHtml: doc.headerHtml ?? undefined,
      footerHtml: doc.footerHtml ?? undefined,
    },
    { resolveImage: documentImages(deps, doc.corporateAccountId) },
  );
}

export { pdfContentDisposition } from "../../platform/pdf/pdf-disposition";
