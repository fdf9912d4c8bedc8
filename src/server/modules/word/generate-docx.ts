import { AlignmentType, Document, Footer, Header, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { decodeText } from "../../../domain/templates/conditions";
import { WORD_MESSAGES } from "../../../domain/word/word";

const HEADINGS = {
  h1: HeadingLevel.HEADING_1,
  h2: HeadingLevel.HEADING_2,
  h3: HeadingLevel.HEADING_3,
  h4: HeadingLevel.HEADING_4,
  h5: HeadingLevel.HEADING_5,
  h6: HeadingLevel.HEADING_6,
} as const;
const ALIGN = {
  "ql-align-center": AlignmentType.CENTER,
  "ql-align-right": AlignmentType.RIGHT,
  "ql-align-justify": AlignmentType.JUSTIFIED,
} as const;
const BLOCK = /^(p|h[1-6]|li|blockquote|pre|div|header|footer)$/;

interface Style {
  bold: boolean;
  italics: boolean;
  underline: boolean;
  strike: boolean;
}

interface Block {
  tag: string;
  align?: (typeof ALIGN)[keyof typeof ALIGN];
  bullet: boolean;
  runs: TextRun[];
}

/**
 * The rendered, stored HTML of a document (server-sanitized: a known, small set of tags) read into
 * Word paragraphs: headings, bold, italic, underline, strike-through, line breaks, list items and
 * the editor's alignment classes. Images and the editor's decorations are left out.
 */
export function htmlToParagraphs(html: string): Paragraph[] {
  const blocks: Block[] = [];
  const styles: Style[] = [{ bold: false, italics: false, underline: false, strike: false }];
  const inlineStack: string[] = [];
  let listKind: string | null = null;
  let current: Block | null = null;
  const block = () => {
    current ??= { tag: "p", bullet: false, runs: [] };
    return current;
  };
  const close = () => {
    if (current && (current.runs.length > 0 || current.tag === "p")) blocks.push(current);
    current = null;
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    if (!token) continue;
    const tag = /^<(\/?)([a-zA-Z0-9]+)([^>]*)>$/.exec(token);
    if (!tag) {
      const text = decodeText(token).replace(/\s+/g, " ");
      const s = styles[styles.length - 1] as Style;
      if (text.trim() || current)
        block().runs.push(new TextRun({ text, ...s, underline: s.underline ? {} : undefined }));
      continue;
    }
    const [, closing, rawName = "", attrs = ""] = tag;
    const name = rawName.toLowerCase();
    if (name === "ul" || name === "ol") listKind = closing ? null : name;
    else if (BLOCK.test(name)) {
      close();
      if (!closing) {
        const cls = /class="([^"]*)"/.exec(attrs)?.[1] ?? "";
        const align = Object.entries(ALIGN).find(([c]) => cls.includes(c))?.[1];
        current = { tag: name, align, bullet: name === "li" && listKind !== null, runs: [] };
      }
    } else if (name === "br") block().runs.push(new TextRun({ break: 1 }));
    else if (/^(strong|b|em|i|u|s|strike)$/.test(name)) {
      if (closing) {
        if (inlineStack.pop() !== undefined) styles.pop();
      } else {
        const s = { ...(styles[styles.length - 1] as Style) };
        if (name === "strong" || name === "b") s.bold = true;
        if (name === "em" || name === "i") s.italics = true;
        if (name === "u") s.underline = true;
        if (name === "s" || name === "strike") s.strike = true;
        styles.push(s);
        inlineStack.push(name);
      }
    }
  }
  close();
  return blocks.map(
    (b) =>
      new Paragraph({
        children: b.runs,
        heading: HEADINGS[b.tag as keyof typeof HEADINGS],
        alignment: b.align,
        bullet: b.bullet ? { level: 0 } : undefined,
      }),
  );
}

/**
 * A clean .docx of a document made in the editor: its rendered body, its header and footer, and a
 * footer line saying it is an editable, unsigned copy (also in the file's properties).
 */
export function generateDocx(doc: {
  title: string;
  body: string;
  headerHtml: string | null;
  footerHtml: string | null;
}): Promise<Buffer> {
  const notice = new Paragraph({
    alignment: AlignmentType.CENTER,
    children: [new TextRun({ text: WORD_MESSAGES.editableCopy, size: 16, italics: true })],
  });
  const document = new Document({
    title: doc.title,
    subject: WORD_MESSAGES.editableCopy,
    description: WORD_MESSAGES.editableCopy,
    sections: [
      {
        headers: doc.headerHtml ? { default: new Header({ children: htmlToParagraphs(doc.headerHtml) }) } : undefined,
        footers: {
          default: new Footer({ children: [...(doc.footerHtml ? htmlToParagraphs(doc.footerHtml) : []), notice] }),
        },
        children: htmlToParagraphs(doc.body),
      },
    ],
  });
  return Packer.toBuffer(document);
}
