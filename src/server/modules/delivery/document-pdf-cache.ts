import type { Deps } from "../../platform/deps";
import { storedImageResolver } from "../../platform/pdf/stored-image-resolver";
import { generatedDocuments as docs } from "../documents/schema";

/** The stored, frozen content of a document (never re-rendered from its template). */
export interface PdfSource {
  id: string;
  title: string;
  corporateAccountId: string | null;
  finalContent: string;
  headerHtml: string | null;
  footerHtml: string | null;
  contentSha256: string | null;
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
};

const MAX_ENTRIES = 16;
const cache = new Map<string, Promise<Buffer>>();

/**
 * The PDF of a finalized document, made once per document and content hash in this process (a
 * broadcast of one document to many recipients renders it once; concurrent sends share the render).
 * Images come only from our storage, of the document's account or global (as on the PDF route).
 */
export function finalizedDocumentPdf(deps: Pick<Deps, "pdf" | "storage" | "config">, doc: PdfSource): Promise<Buffer> {
  const key = `${doc.id}:${doc.contentSha256 ?? ""}:${doc.headerHtml?.length ?? 0}:${doc.footerHtml?.length ?? 0}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit); // most recently used last
    return hit;
  }
  const resolveImage = storedImageResolver(async (id) => {
    const file = await deps.storage.get(id);
    if (!file || (file.corporateAccountId !== null && file.corporateAccountId !== doc.corporateAccountId)) return null;
    return file;
  }, deps.config.appUrl);
  const rendering = deps.pdf.render(
    {
      title: doc.title,
      bodyHtml: doc.finalContent,
      headerHtml: doc.headerHtml ?? undefined,
      footerHtml: doc.footerHtml ?? undefined,
    },
    { resolveImage },
  );
  cache.set(key, rendering);
  rendering.catch(() => cache.delete(key));
  while (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return rendering;
}
