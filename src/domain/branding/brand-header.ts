import { escapeHtml } from "../shared/html";
import type { HeaderFooterBlock } from "../templates/templates";
import type { Brand } from "./branding";

/**
 * The header a new document gets from the account's brand (issue 26) when the account has no header
 * of its own: the logo at the left and the display name in the brand's colour, over a thin colour rule.
 */
export function brandHeaderBlock(brand: Brand): HeaderFooterBlock {
  const name = escapeHtml(brand.name);
  return {
    id: "brand",
    name: `Marca: ${brand.name}`,
    type: "header",
    layoutType: brand.logoUrl ? "image-text" : "text-only",
    imageUrl: brand.logoUrl,
    imagePosition: "left",
    imageHeight: 48,
    contentHtml: `<p style="margin:0;font-weight:700;color:${brand.primaryColor};border-bottom:2px solid ${brand.primaryColor};padding-bottom:4px">${name}</p>`,
  };
}
