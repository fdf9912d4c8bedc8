/**
 * The PDF service's contract, shared by its implementation (this folder) and its callers
 * (documents, signatures). The HTML comes from the one renderer in `src/domain`.
 */
export interface PdfBlocks {
  /** Rendered header block, repeated at the top of every page (already sanitised HTML). */
  headerHtml?: string;
  /** Rendered footer block, repeated at the bottom of every page, above "Página X de Y". */
  footerHtml?: string;
}

export interface PdfRenderInput extends PdfBlocks {
  /** Document title (PDF metadata and <title>). */
  title: string;
  /** The body: sanitised HTML from `src/domain/templates/render-template.ts`. */
  bodyHtml: string;
}

/** Bytes and media type of an image our own storage holds, or null when unknown / not allowed. */
export type ImageResolver = (src: string) => Promise<{ contentType: string; data: Uint8Array } | null>;

export interface PdfService {
  /** False when no browser was found at start: render() answers 503 and the screens say how to install one. */
  readonly available: boolean;
  /** A4, 2 cm margins, header/footer on every page, "Página X de Y", fonts embedded; no network. */
  render(input: PdfRenderInput, options?: { resolveImage?: ImageResolver }): Promise<Buffer>;
  /** Closes the browser; later renders relaunch it. */
  close(): Promise<void>;
}
