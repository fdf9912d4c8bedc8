import type { DocumentDetail } from "../../../domain/documents/views";
import { HEADER_FOOTER_GAP_PX } from "../../../domain/templates/templates";

/**
 * The stored document as shown on screen and on the print page: the frozen header, body and footer
 * rendered by the server (src/domain/templates/render-template.ts), with the 20 px gap of spec 3 §5.
 */
export function documentHtml(d: Pick<DocumentDetail, "headerHtml" | "footerHtml" | "finalContent">): string {
  const header = d.headerHtml
    ? `<header class="minuta-document__header" style="margin-bottom:${HEADER_FOOTER_GAP_PX}px">${d.headerHtml}</header>`
    : "";
  const footer = d.footerHtml
    ? `<footer class="minuta-document__footer" style="margin-top:${HEADER_FOOTER_GAP_PX}px">${d.footerHtml}</footer>`
    : "";
  return `${header}${d.finalContent}${footer}`;
}
