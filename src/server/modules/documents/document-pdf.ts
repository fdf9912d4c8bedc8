import { eq } from "drizzle-orm";
import type { DocumentDetail } from "../../../domain/document-views";
import type { Db } from "../../platform/db/client";
import type { ImageResolver, PdfService } from "../../platform/pdf/types";
import { sha256 } from "./save-document";
import { generatedDocuments as docs } from "./schema";

/**
 * The PDF of a visible document (already read with the visibility rule): the stored, server-rendered
 * body and header/footer, never re-rendered from the template. The hash of a finalized document's
 * PDF is recorded the first time it is made.
 */
export async function documentPdf(
  db: Db,
  pdf: PdfService,
  doc: DocumentDetail,
  resolveImage?: ImageResolver,
): Promise<Buffer> {
  const bytes = await pdf.render(
    {
      title: doc.title,
      bodyHtml: doc.finalContent,
      headerHtml: doc.headerHtml ?? undefined,
      footerHtml: doc.footerHtml ?? undefined,
    },
    { resolveImage },
  );
  if (doc.status !== "draft" && !doc.pdfSha256) {
    await db
      .update(docs)
      .set({ pdfSha256: sha256(bytes) })
      .where(eq(docs.id, doc.id));
  }
  return bytes;
}

export { pdfContentDisposition } from "../../platform/pdf/pdf-disposition";
