export { placeholderKeys, placeholderUses } from "./placeholders";

import { escapeHtml } from "../shared/html";
import { renderBody } from "./render-sections";
import { type KeyResolver, replacePlaceholders } from "./render-values";
import { HEADER_FOOTER_GAP_PX, type HeaderFooterBlock } from "./templates";
import type { VariableDefinition, VariableType } from "./variables";

export {
  formatBoolean,
  formatDateBR,
  formatValue,
  MAX_MONEY_CENTS,
  parseCents,
  parseDecimal,
} from "../shared/format-value";
export { type KeyResolver, replacePlaceholders, valueHtml } from "./render-values";

/**
 * The one rendering function of templates (spec 2 §2.2, spec 3 §5): used by the template view, the
 * print tab and document generation. Pure and isomorphic: no DOM, no server imports.
 *
 * Security: the template body and header/footer HTML are trusted only because the server sanitized
 * them before storing. Values are never trusted: they are formatted as text and HTML-escaped, and
 * placeholders are replaced only in text, never inside a tag (a value cannot become an attribute).
 */
export interface RenderOptions {
  /** Template body (sanitized HTML) with {{key}} placeholders. */
  content: string;
  variables?: readonly VariableDefinition[];
  values?: Readonly<Record<string, unknown>>;
  header?: HeaderFooterBlock | null;
  footer?: HeaderFooterBlock | null;
  /**
   * How a placeholder without a value renders: "blank" (default) a visibly empty slot to fill,
   * "placeholder" the {{key}} itself, highlighted (template view before any value is known).
   */
  missing?: "blank" | "placeholder";
  /** Prefix for stored-file URLs (/api/files/…) when the output leaves the app (PDF, e-mail). */
  assetBaseUrl?: string;
}

/** The resolver of plain keys (header and footer: no lists there). */
const plainResolver =
  (types: ReadonlyMap<string, VariableType>, values: Readonly<Record<string, unknown>>): KeyResolver =>
  (key) => ({ type: types.get(key), value: Object.hasOwn(values, key) ? values[key] : undefined });

/** Only our stored files, http(s) addresses and raster data URLs may be an image source. */
export function safeImageSrc(url: string | null | undefined, assetBaseUrl = ""): string | null {
  if (!url) return null;
  const u = url.trim();
  if (/^\/api\/files\/[0-9a-f-]{36}$/i.test(u)) return `${assetBaseUrl.replace(/\/$/, "")}${u}`;
  if (/^https?:\/\/[^\s"'<>]+$/i.test(u)) return u;
  if (/^data:image\/(png|jpeg|gif|webp|bmp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=\s]+$/i.test(u)) return u;
  return null;
}

const JUSTIFY: Record<HeaderFooterBlock["imagePosition"], string> = {
  left: "flex-start",
  center: "center",
  right: "flex-end",
};

/** A header or footer block: image and/or HTML per its layout, the image at its position and height. */
export function renderHeaderFooter(
  block: HeaderFooterBlock,
  opts: {
    values?: Readonly<Record<string, unknown>>;
    types?: ReadonlyMap<string, VariableType>;
    missing?: "blank" | "placeholder";
    assetBaseUrl?: string;
  } = {},
): string {
  const src = block.layoutType === "text-only" ? null : safeImageSrc(block.imageUrl, opts.assetBaseUrl);
  const height = Math.min(200, Math.max(40, Math.round(block.imageHeight || 80)));
  const image = src
    ? `<img class="minuta-hf__image" src="${escapeHtml(src)}" alt="" style="height:${height}px;width:auto;max-width:100%;object-fit:contain">`
    : "";
  const html =
    block.layoutType === "image-only"
      ? ""
      : replacePlaceholders(
          block.contentHtml ?? "",
          plainResolver(opts.types ?? new Map(), opts.values ?? {}),
          opts.missing ?? "blank",
        );
  const text = html
    ? `<div class="minuta-hf__content minuta-content" style="flex:1 1 auto;min-width:0">${html}</div>`
    : "";
  const pos = block.imagePosition;
  let style: string;
  if (!image || !text) style = `display:flex;align-items:center;justify-content:${JUSTIFY[pos]}`;
  else if (pos === "center") style = "display:flex;flex-direction:column;align-items:center;gap:8px;text-align:center";
  else style = `display:flex;align-items:center;gap:16px;flex-direction:${pos === "right" ? "row-reverse" : "row"}`;
  const cls = `minuta-hf minuta-hf--${block.type} minuta-hf--${block.layoutType} minuta-hf--${pos}`;
  return `<div class="${cls}" style="${style}">${image}${text}</div>`;
}

/** Renders a template for a set of values, wrapped with its header and footer (20 px gap). */
export function renderTemplate(opts: RenderOptions): string {
  const values = opts.values ?? {};
  const missing = opts.missing ?? "blank";
  const types = new Map((opts.variables ?? []).map((v) => [v.key, v.type] as const));
  const hfOpts = { values, types, missing, assetBaseUrl: opts.assetBaseUrl };
  const header = opts.header
    ? `<header class="minuta-document__header" style="margin-bottom:${HEADER_FOOTER_GAP_PX}px">${renderHeaderFooter(opts.header, hfOpts)}</header>`
    : "";
  const footer = opts.footer
    ? `<footer class="minuta-document__footer" style="margin-top:${HEADER_FOOTER_GAP_PX}px">${renderHeaderFooter(opts.footer, hfOpts)}</footer>`
    : "";
  const body = renderBody(opts.content, opts.variables ?? [], values, missing);
  return `<div class="minuta-document">${header}<div class="minuta-document__body minuta-content">${body}</div>${footer}</div>`;
}

/** Styles for rendered content outside the editor (view, print tab, PDF): Quill's classes and blanks. */
export const DOCUMENT_CSS = `
.minuta-document{font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#111;overflow-wrap:break-word}
.minuta-content p,.minuta-content ol,.minuta-content ul,.minuta-content pre,.minuta-content blockquote,.minuta-content h1,.minuta-content h2,.minuta-content h3,.minuta-content h4,.minuta-content h5,.minuta-content h6{margin:0;padding:0}
.minuta-content h1{font-size:2em;font-weight:700}.minuta-content h2{font-size:1.5em;font-weight:700}.minuta-content h3{font-size:1.17em;font-weight:700}
.minuta-content h4{font-size:1em;font-weight:700}.minuta-content h5{font-size:.83em;font-weight:700}.minuta-content h6{font-size:.67em;font-weight:700}
.minuta-content ol,.minuta-content ul{padding-left:1.5em}.minuta-content ol{list-style:decimal}.minuta-content ul{list-style:disc}
.minuta-content li[data-list=checked],.minuta-content li[data-list=unchecked]{list-style:none}
.minuta-content li[data-list=checked]::before{content:"\\2611\\00a0"}.minuta-content li[data-list=unchecked]::before{content:"\\2610\\00a0"}
.minuta-content a{color:#1d4ed8;text-decoration:underline}
.minuta-content blockquote{border-left:4px solid #ccc;margin:5px 0;padding-left:16px}
.minuta-content code,.minuta-content pre{background:#f0f0f0;border-radius:3px;font-family:monospace}
.minuta-content pre{white-space:pre-wrap;padding:5px 10px;margin:5px 0}.minuta-content code{padding:2px 4px;font-size:85%}
.minuta-content img{max-width:100%;display:inline}
.minuta-content table{border-collapse:collapse;width:100%;table-layout:fixed;margin:4px 0}.minuta-content td{border:1px solid #999;padding:2px 6px;vertical-align:top}
@media screen and (max-width:640px){.minuta-content table{display:block;overflow-x:auto;table-layout:auto}.minuta-content td{overflow-wrap:normal;min-width:6.5em}}
.minuta-content .ql-align-center{text-align:center}.minuta-content .ql-align-right{text-align:right}.minuta-content .ql-align-justify{text-align:justify}
.minuta-content .ql-direction-rtl{direction:rtl;text-align:inherit}
.minuta-content .ql-font-serif{font-family:Georgia,"Times New Roman",serif}.minuta-content .ql-font-monospace{font-family:Monaco,"Courier New",monospace}
.minuta-content .ql-size-small{font-size:.75em}.minuta-content .ql-size-large{font-size:1.5em}.minuta-content .ql-size-huge{font-size:2.5em}
${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `.minuta-content .ql-indent-${n}{padding-left:${n * 3}em}`).join("")}
.minuta-content .ql-video{display:block;max-width:100%;width:560px;height:315px;border:0}
.minuta-placeholder{background:#fef3c7;color:#92400e;border-radius:3px;padding:0 2px;font-family:monospace;font-size:.95em}
.minuta-section-label{color:#92400e;font-family:monospace;font-size:.85em;background:#fffbeb;border-left:3px solid #f59e0b;padding-left:6px}
.minuta-blank{display:inline-block;min-width:6em;border-bottom:1px solid #555;height:1em;vertical-align:baseline}
`;
