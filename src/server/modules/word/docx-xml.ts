import { SaxesParser, type SaxesTagPlain } from "saxes";
import { DOCX_MAX_XML_ELEMENTS, WORD_MESSAGES } from "../../../domain/word/word";
import { AppError } from "../../platform/errors/app-error";
import type { ZipParts } from "../../platform/zip/bounded-unzip";

const unreadable = (message: string) => new AppError("DOCX_UNREADABLE", message);

/** The XML parts of a package: every .xml and .rels (what mammoth and docxtemplater may read). */
const XML_PART = /\.(xml|rels)$/i;

/** What the element handler is told of each element as the parser meets it. */
interface Visitor {
  open(tag: SaxesTagPlain): void;
  close(tag: SaxesTagPlain): void;
  text(text: string): void;
}

const NOTHING: Visitor = { open: () => undefined, close: () => undefined, text: () => undefined };

/**
 * Reads one XML part with a strict streaming parser (saxes), in one linear pass: malformed XML,
 * any DOCTYPE (so no entity is ever declared, let alone expanded: billion laughs stops here) and
 * any entity beyond XML's five are refused with a Portuguese 422. `budget` counts the elements of
 * every part together; past DOCX_MAX_XML_ELEMENTS the file is refused before reading on.
 */
function readXml(xml: string, budget: { elements: number }, visitor: Visitor): void {
  const parser = new SaxesParser();
  parser.on("error", (err) => {
    throw unreadable(/entity/i.test(err.message) ? WORD_MESSAGES.xmlEntities : WORD_MESSAGES.malformedXml);
  });
  parser.on("doctype", () => {
    throw unreadable(WORD_MESSAGES.xmlEntities);
  });
  parser.on("opentag", (tag) => {
    budget.elements += 1;
    if (budget.elements > DOCX_MAX_XML_ELEMENTS) throw unreadable(WORD_MESSAGES.tooManyElements);
    visitor.open(tag);
  });
  parser.on("closetag", (tag) => visitor.close(tag));
  parser.on("text", (text) => visitor.text(text));
  parser.write(xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml).close();
}

/**
 * A visitor collecting the text of each paragraph (`w:p`) of WordprocessingML, its runs joined: a
 * placeholder Word split across formatting runs (`{{nome` in one run, `_cliente}}` bold in the next)
 * reads whole. A paragraph nested in another (a text box) is its own, numbered where it opens.
 */
function paragraphCollector(out: string[]): Visitor {
  const open: number[] = [];
  const path: string[] = [];
  return {
    open(tag) {
      const parent = path[path.length - 1];
      path.push(tag.name);
      if (tag.name === "w:p") {
        open.push(out.length);
        out.push("");
      } else if (tag.name === "w:tab" && parent === "w:r" && open.length > 0) {
        const at = open[open.length - 1] as number;
        out[at] += "\t";
      }
    },
    close(tag) {
      path.pop();
      if (tag.name === "w:p") open.pop();
    },
    text(text) {
      if (path[path.length - 1] !== "w:t" || open.length === 0) return;
      const at = open[open.length - 1] as number;
      out[at] += text;
    },
  };
}

/**
 * Checks every XML part of an opened .docx (see readXml) and answers the text of each paragraph of
 * word/document.xml, in one pass over each part. Nothing else in the analysis reads XML before this.
 */
export function checkDocxXml(parts: ZipParts): { paragraphs: string[] } {
  const budget = { elements: 0 };
  const paragraphs: string[] = [];
  for (const [name, bytes] of parts) {
    if (!XML_PART.test(name)) continue;
    readXml(bytes.toString("utf8"), budget, name === "word/document.xml" ? paragraphCollector(paragraphs) : NOTHING);
  }
  return { paragraphs };
}
