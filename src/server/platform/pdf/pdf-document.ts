import { escapeHtml } from "../../../domain/shared/html";
import { DOCUMENT_CSS } from "../../../domain/templates/render-template";
import { HEADER_FOOTER_GAP_PX } from "../../../domain/templates/templates";

/**
 * The page layout of every PDF: A4, 2 cm margins, the header block at the top and the footer block
 * plus "Página X de Y" at the bottom of every page, each 20 px away from the body (spec 2 §2.2).
 *
 * Header and footer are Chromium's headerTemplate/footerTemplate: they repeat on every page, sit at
 * the top/bottom even on a short last page, and count pages natively (CSS running elements do not
 * exist in Chromium, and table headers do not stay at the bottom of the last page). Their height is
 * not known in advance (a logo may be 40–200 px), so the body document carries a screen-only copy
 * of each block, the service measures it and widens the page margins to fit.
 */
export const PAGE_MARGIN_CM = 2;
/** 210 mm − 2 × 2 cm: the width the header and footer are measured at. */
const CONTENT_WIDTH_MM = 170;
/** The page-number line under the footer block. */
const PAGE_NUMBER_FONT_PX = 10;
const PAGE_NUMBER_LINE_PX = 16;
const FOOTER_TO_PAGE_NUMBER_PX = 8;
const CM_TO_PX = 96 / 2.54;

export const MEASURE_HEADER_ID = "minuta-pdf-measure-header";
export const MEASURE_FOOTER_ID = "minuta-pdf-measure-footer";

export interface PdfLayoutInput {
  title: string;
  bodyHtml: string;
  headerHtml?: string;
  footerHtml?: string;
}

/** The body document, with hidden copies of the blocks to measure (screen media only). */
export function bodyDocument(input: PdfLayoutInput): string {
  const measure = (id: string, html: string | undefined) =>
    html ? `<div id="${id}" class="minuta-pdf-measure minuta-document" aria-hidden="true">${html}</div>` : "";
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title>
<style>${DOCUMENT_CSS}
html,body{margin:0;padding:0;background:#fff}
.minuta-pdf-measure{position:absolute;left:0;top:0;width:${CONTENT_WIDTH_MM}mm;visibility:hidden}
@media print{.minuta-pdf-measure{display:none}}
</style></head><body>${measure(MEASURE_HEADER_ID, input.headerHtml)}${measure(MEASURE_FOOTER_ID, input.footerHtml)}<div class="minuta-document minuta-content">${input.bodyHtml}</div></body></html>`;
}

/** Heights in CSS px of the header and footer blocks (0 when absent), as the page measured them. */
export interface BlockHeights {
  header: number;
  footer: number;
}

/**
 * Chromium's template page adds its own padding around #header/#footer and a tiny default font;
 * reset both so the blocks look as they do in the body. Print colours exactly (logos, borders).
 */
const TEMPLATE_CSS = `${DOCUMENT_CSS}
#header,#footer{padding:0!important;margin:0!important}
html,body{margin:0;padding:0;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.minuta-pdf-band{box-sizing:border-box;width:100%;padding-left:${PAGE_MARGIN_CM}cm;padding-right:${PAGE_MARGIN_CM}cm;font-size:14px}
.minuta-pdf-page-number{font-family:Helvetica,Arial,sans-serif;font-size:${PAGE_NUMBER_FONT_PX}px;line-height:${PAGE_NUMBER_LINE_PX}px;height:${PAGE_NUMBER_LINE_PX}px;color:#444;text-align:center}`;

export interface PdfPageSetup {
  headerTemplate: string;
  footerTemplate: string;
  margin: { top: string; bottom: string; left: string; right: string };
}

/** The templates and margins for page.pdf(), given the measured block heights. */
export function pageSetup(input: PdfLayoutInput, heights: BlockHeights): PdfPageSetup {
  const marginPx = PAGE_MARGIN_CM * CM_TO_PX;
  const headerBand = input.headerHtml ? heights.header + HEADER_FOOTER_GAP_PX : 0;
  const footerBlock = input.footerHtml ? heights.footer + FOOTER_TO_PAGE_NUMBER_PX : 0;
  const footerBand = HEADER_FOOTER_GAP_PX + footerBlock + PAGE_NUMBER_LINE_PX;
  const headerTemplate = input.headerHtml
    ? `<style>${TEMPLATE_CSS}</style><div class="minuta-pdf-band" style="padding-top:${PAGE_MARGIN_CM}cm"><div class="minuta-document">${input.headerHtml}</div></div>`
    : "<span></span>";
  const footerBlockHtml = input.footerHtml
    ? `<div class="minuta-document" style="margin-bottom:${FOOTER_TO_PAGE_NUMBER_PX}px">${input.footerHtml}</div>`
    : "";
  const footerTemplate = `<style>${TEMPLATE_CSS}</style><div class="minuta-pdf-band" style="padding-bottom:${PAGE_MARGIN_CM}cm">${footerBlockHtml}<div class="minuta-pdf-page-number">Página <span class="pageNumber"></span> de <span class="totalPages"></span></div></div>`;
  return {
    headerTemplate,
    footerTemplate,
    margin: {
      top: `${Math.ceil(marginPx + headerBand)}px`,
      bottom: `${Math.ceil(marginPx + footerBand)}px`,
      left: `${PAGE_MARGIN_CM}cm`,
      right: `${PAGE_MARGIN_CM}cm`,
    },
  };
}
