import sanitizeHtml from "sanitize-html";

/**
 * The server-side allowlist for rich text written in the editor (template bodies, header/footer HTML).
 * It matches the formats the Quill editor may produce (spec 2 §2.2) and nothing else: no script, no
 * event handlers, no SVG/MathML, no forms, links only http/https/mailto/tel, images only raster
 * (stored files, http(s), or data:image/png|jpeg|gif|webp|bmp|x-icon), styles only colours and
 * alignment. Everything stored is passed through here first.
 */

const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp|bmp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=\s]+$/i;
const STORED_FILE_URL = /^\/api\/files\/[0-9a-f-]{36}$/i;
const HTTP_URL = /^https?:\/\/[^\s"'<>\\]+$/i;
const VIDEO_HOSTS = ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+))?\s*\)$/i,
  /^[a-z]{3,20}$/i,
];

const QUILL_CLASSES = [
  "ql-align-center",
  "ql-align-right",
  "ql-align-justify",
  "ql-direction-rtl",
  "ql-font-serif",
  "ql-font-monospace",
  "ql-size-small",
  "ql-size-large",
  "ql-size-huge",
  "ql-video",
  "ql-syntax",
  "ql-formula",
  "ql-code-block",
  "ql-code-block-container",
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `ql-indent-${n}`),
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "span",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "a",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ol",
    "ul",
    "li",
    "blockquote",
    "pre",
    "code",
    "sub",
    "sup",
    "img",
    "iframe",
    "div",
    // Quill's table module (issue 24: a list block may be a repeated table row).
    "table",
    "tbody",
    "tr",
    "td",
  ],
  allowedAttributes: {
    "*": ["class", "style"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    li: ["data-list"],
    span: ["data-value"],
    pre: ["data-language", "spellcheck"],
    div: ["data-language"],
    td: ["data-row"],
    iframe: ["src", "frameborder", "allowfullscreen"],
  },
  allowedClasses: { "*": QUILL_CLASSES },
  allowedStyles: {
    "*": {
      color: COLOUR,
      "background-color": COLOUR,
      "text-align": [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  // Text inside these is dropped with the tag (not kept as visible text).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "svg", "math", "object"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" },
    }),
    li: (tagName, attribs) => {
      const list = attribs["data-list"];
      const ok = list && ["ordered", "bullet", "checked", "unchecked"].includes(list);
      const { "data-list": _drop, ...rest } = attribs;
      return { tagName, attribs: ok ? attribs : rest };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === "img") {
      const src = (frame.attribs.src ?? "").trim();
      return !(RASTER_DATA_URL.test(src) || STORED_FILE_URL.test(src) || HTTP_URL.test(src));
    }
    if (frame.tag === "iframe") return !frame.attribs.src;
    return false;
  },
};

/** Quill writes every space as &nbsp;: single ones become plain spaces, runs keep their width. */
export function normalizeNbsp(html: string): string {
  return html.replace(/(?:&nbsp;|&#160;|\u00a0)+/g, (run) => {
    const n = (run.match(/&nbsp;|&#160;|\u00a0/g) ?? []).length;
    return n === 1 ? " " : ` ${"&nbsp;".repeat(n - 1)}`;
  });
}

/** Sanitizes editor HTML for storage. Idempotent: sanitizing twice changes nothing. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(normalizeNbsp(html), OPTIONS).trim();
}
