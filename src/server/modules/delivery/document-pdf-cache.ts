import type { Deps } from "../../platform/deps";
import { type PdfSource, renderDocumentPdf } from "../documents";

const MAX_ENTRIES = 16;
const cache = new Map<string, Promise<Buffer>>();

/**
 * The PDF of a finalized document, made once per document and content hash in this process (a
 * broadcast of one document to many recipients renders it once; concurrent sends share the render).
 * Made by the documents module's one renderer (images of the document's account or global only).
 */
export function finalizedDocumentPdf(deps: Pick<Deps, "pdf" | "storage" | "config">, doc: PdfSource): Promise<Buffer> {
  const key = `${doc.id}:${doc.contentSha256 ?? ""}:${doc.headerHtml?.length ?? 0}:${doc.footerHtml?.length ?? 0}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit); // most recently used last
    return hit;
  }
  const rendering = renderDocumentPdf(deps, doc);
  cache.set(key, rendering);
  rendering.catch(() => cache.delete(key));
  while (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return rendering;
}
