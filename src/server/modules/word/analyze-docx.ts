import mammoth from "mammoth";
import { DROPPED_MESSAGES as D, type DocxAnalysis, proposeVariables } from "../../../domain/word/word";
import { sanitizeRichText } from "../../platform/html/html-sanitizer";
import { partText, type ZipParts } from "../../platform/zip/bounded-unzip";
import { findPlaceholders } from "./docx-paragraphs";
import { canFillDocx } from "./fill-docx";
import { openDocx, partNames } from "./open-docx";

/** Word paragraph alignment → the editor's (Quill) alignment class; "left" is the default. */
const ALIGN_CLASSES: Record<string, string> = {
  center: "ql-align-center",
  right: "ql-align-right",
  both: "ql-align-justify",
};

const STYLE_MAP = [
  "u => u",
  "strike => s",
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  ...Object.entries(ALIGN_CLASSES).map(([align, cls]) => `p[style-name='minuta-align-${align}'] => p.${cls}:fresh`),
];

interface MammothParagraph {
  type: string;
  alignment?: string;
  styleId?: string | null;
  styleName?: string | null;
  children?: MammothParagraph[];
}

/** Unstyled aligned paragraphs get a style name the style map turns into the editor's alignment class. */
function markAlignment(element: MammothParagraph): MammothParagraph {
  if (element.type === "paragraph" && !element.styleName && element.alignment && ALIGN_CLASSES[element.alignment])
    return { ...element, styleName: `minuta-align-${element.alignment}` };
  if (element.children) return { ...element, children: element.children.map(markAlignment) };
  return element;
}

/** Tags Word left inside a placeholder split across runs (`{{nome<strong>_cliente</strong>}}`) are removed. */
const joinSplitPlaceholders = (html: string) =>
  html.replace(/\{\{(?:[^{}<]|<[^>]*>)*?\}\}/g, (whole) => whole.replace(/<[^>]*>/g, ""));

/**
 * Tables as the editor's simple tables (Quill's: one line of text per cell): each cell's paragraphs
 * joined on one line; widths, borders and merged cells stay in the original .docx. A row holding only
 * a {{#cada …}} or {{/cada}} marker repeats the rows between, as in the editor (issue 24).
 */
const simpleTables = (html: string) =>
  html.replace(/<table>[\s\S]*?<\/table>/g, (table) => {
    const rows = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => {
      const cells = [...(row[1] ?? "").matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) =>
        (c[1] ?? "")
          .replace(/<\/?p[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      );
      return `<tr>${cells.map((c) => `<td>${c || "<br>"}</td>`).join("")}</tr>`;
    });
    return `<table><tbody>${rows.join("")}</tbody></table>`;
  });

/** What of the file the editor's version cannot hold, said plainly before the author saves. */
function droppedParts(parts: ZipParts, body: string): string[] {
  const dropped: string[] = [];
  const headerParts = partNames(parts, /^word\/(header|footer)\d*\.xml$/);
  const headerXml = headerParts.map((n) => partText(parts, n) ?? "").join("");
  if (headerParts.length > 0) dropped.push(D.headersFooters);
  if (/<w:drawing|<v:imagedata|<w:pict/.test(headerXml)) dropped.push(D.headerImages);
  const comments = partNames(parts, /^word\/comments\w*\.xml$/).map((n) => partText(parts, n) ?? "");
  if (comments.some((xml) => /<w:comment[\s>]/.test(xml)) || /<w:commentReference/.test(body)) dropped.push(D.comments);
  if (/<w:(ins|del)\s/.test(body)) dropped.push(D.trackedChanges);
  if (/<w:txbxContent/.test(body)) dropped.push(D.textBoxes);
  if (/<w:tbl>/.test(body)) dropped.push(D.tables);
  if (/<w:br\s[^>]*w:type="page"|<w:pageBreakBefore/.test(body)) dropped.push(D.pageBreaks);
  return dropped;
}

/**
 * Reads an uploaded .docx into what the import screen proposes: the body as the editor's HTML
 * (headings, bold, italic, underline, lists, alignment, images, simple tables), the variables
 * its placeholders call for, what was left out, and duplicate or malformed placeholders with their
 * paragraph. Writes nothing.
 */
export async function analyzeDocx(data: Buffer): Promise<DocxAnalysis> {
  const { parts, stored, paragraphs } = await openDocx(data);
  const body = partText(parts, "word/document.xml") ?? "";
  const found = findPlaceholders(paragraphs);
  const converted = await mammoth.convertToHtml(
    { buffer: stored },
    { styleMap: STYLE_MAP, transformDocument: markAlignment, ignoreEmptyParagraphs: false },
  );
  const templateContent = sanitizeRichText(simpleTables(joinSplitPlaceholders(converted.value)));
  const dropped = droppedParts(parts, body);
  return {
    templateContent,
    variables: proposeVariables(found.keys, found.markers, paragraphs.join("\n")),
    dropped: canFillDocx(stored) ? dropped : [...dropped, D.notFillable],
    issues: found.issues,
    paragraphs: paragraphs.length,
  };
}
