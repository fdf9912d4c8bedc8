import { formatCnpj, formatCpf, formatPhone } from "./brazil";
import { formatCents } from "./format";
import { escapeHtml } from "./html";
import { HEADER_FOOTER_GAP_PX, type HeaderFooterBlock } from "./templates";
import type { VariableDefinition, VariableType } from "./variables";

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

/** {{ key }} with optional spaces (Quill may write them as &nbsp;) around a key of letters, digits, _. */
const PLACEHOLDER_RE = /\{\{(?:\s|&nbsp;|&#160;)*([\p{L}_][\p{L}\p{N}_]*)(?:\s|&nbsp;|&#160;)*\}\}/gu;

/** The distinct keys a body uses, in order of first appearance (text only, not attributes). */
export function placeholderKeys(content: string): string[] {
  const keys = new Set<string>();
  for (const segment of textSegments(content)) {
    for (const m of segment.matchAll(PLACEHOLDER_RE)) if (m[1]) keys.add(m[1]);
  }
  return [...keys];
}

function textSegments(html: string): string[] {
  return html.split(/(<[^>]*>)/).filter((s) => !s.startsWith("<"));
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);

const NUMBER_FORMAT = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 10 });

/** The largest sum a money variable holds: R$ 99.999.999.999,99 (13 digits of centavos). */
export const MAX_MONEY_CENTS = 9_999_999_999_999;

/** A money value: whole centavos, as a number or a string of digits (the preview's); null otherwise. */
export function parseCents(value: unknown): number | null {
  const n = typeof value === "string" && /^\d{1,13}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 && n <= MAX_MONEY_CENTS ? n : null;
}

/** Parses 1234.5, "1234.5", "1.234,5" or "1234,5" into a number; null otherwise (never "1e3"). */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const s = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(s) || /^-?\d+,\d+$/.test(s)) {
    return Number(s.replaceAll(".", "").replace(",", "."));
  }
  return null;
}

/** yyyy-mm-dd (or an ISO timestamp, read in Brasília time, or a Date) → dd/mm/yyyy; null when unreadable. */
export function formatDateBR(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dateInBrasilia(value);
  if (typeof value !== "string") return null;
  const s = value.trim();
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    const valid = date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1;
    return valid && date.getUTCDate() === Number(d) ? `${d}/${m}/${y}` : null;
  }
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(s)) return s;
  if (/^\d{4}-\d{2}-\d{2}T/.test(s)) {
    const date = new Date(s);
    return Number.isNaN(date.getTime()) ? null : dateInBrasilia(date);
  }
  return null;
}

function dateInBrasilia(date: Date): string {
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(date);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")}`;
}

const TRUE_WORDS = new Set(["true", "sim", "s", "1", "on", "yes"]);
const FALSE_WORDS = new Set(["false", "não", "nao", "n", "0", "off", "no"]);

/** Sim/Não for booleans and their usual spellings; null when not a boolean. */
export function formatBoolean(value: unknown): "Sim" | "Não" | null {
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (typeof value === "number") return value === 1 ? "Sim" : value === 0 ? "Não" : null;
  if (typeof value !== "string") return null;
  const s = value.trim().toLowerCase();
  if (TRUE_WORDS.has(s)) return "Sim";
  if (FALSE_WORDS.has(s)) return "Não";
  return null;
}

function asText(value: unknown): string {
  if (Array.isArray(value)) return value.map(asText).join(", ");
  if (value instanceof Date) return formatDateBR(value) ?? "";
  if (typeof value === "object" && value !== null) return "";
  return String(value);
}

/**
 * A value as the text a document shows (not yet escaped): "" when blank; booleans Sim/Não; numbers and
 * dates pt-BR; CPF, CNPJ and phone masked. A value that does not fit its type is shown as typed.
 */
export function formatValue(type: VariableType | undefined, value: unknown): string {
  if (isBlank(value)) return "";
  const raw = asText(value).trim();
  switch (type) {
    case "boolean":
      return formatBoolean(value) ?? raw;
    case "number": {
      const n = parseDecimal(value);
      return n === null ? raw : NUMBER_FORMAT.format(n);
    }
    case "money": {
      const cents = parseCents(value);
      return cents === null ? raw : formatCents(cents);
    }
    case "date":
      return formatDateBR(value) ?? raw;
    case "cpf":
      return formatCpf(raw);
    case "cnpj":
      return formatCnpj(raw);
    case "phone":
      return formatPhone(raw);
    default:
      if (typeof value === "boolean") return value ? "Sim" : "Não";
      return asText(value);
  }
}

/** The HTML of one value: escaped text; long text keeps its line breaks. */
export function valueHtml(type: VariableType | undefined, value: unknown): string {
  const html = escapeHtml(formatValue(type, value));
  return type === "textarea" ? html.replace(/\r?\n/g, "<br>") : html;
}

function replacePlaceholders(
  html: string,
  types: ReadonlyMap<string, VariableType>,
  values: Readonly<Record<string, unknown>>,
  missing: "blank" | "placeholder",
): string {
  return html
    .split(/(<[^>]*>)/)
    .map((segment) =>
      segment.startsWith("<")
        ? segment
        : segment.replace(PLACEHOLDER_RE, (_m, key: string) => {
            const out = Object.hasOwn(values, key) ? valueHtml(types.get(key), values[key]) : "";
            if (out !== "") return out;
            return missing === "placeholder"
              ? `<span class="minuta-placeholder">{{${escapeHtml(key)}}}</span>`
              : `<span class="minuta-blank" data-key="${escapeHtml(key)}"></span>`;
          }),
    )
    .join("");
}

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
          opts.types ?? new Map(),
          opts.values ?? {},
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
  const body = replacePlaceholders(opts.content, types, values, missing);
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
.minuta-content .ql-align-center{text-align:center}.minuta-content .ql-align-right{text-align:right}.minuta-content .ql-align-justify{text-align:justify}
.minuta-content .ql-direction-rtl{direction:rtl;text-align:inherit}
.minuta-content .ql-font-serif{font-family:Georgia,"Times New Roman",serif}.minuta-content .ql-font-monospace{font-family:Monaco,"Courier New",monospace}
.minuta-content .ql-size-small{font-size:.75em}.minuta-content .ql-size-large{font-size:1.5em}.minuta-content .ql-size-huge{font-size:2.5em}
${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `.minuta-content .ql-indent-${n}{padding-left:${n * 3}em}`).join("")}
.minuta-content .ql-video{display:block;max-width:100%;width:560px;height:315px;border:0}
.minuta-placeholder{background:#fef3c7;color:#92400e;border-radius:3px;padding:0 2px;font-family:monospace;font-size:.95em}
.minuta-blank{display:inline-block;min-width:6em;border-bottom:1px solid #555;height:1em;vertical-align:baseline}
`;
