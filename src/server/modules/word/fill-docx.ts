import Docxtemplater from "docxtemplater";
import PizZip from "pizzip";
import { formatValue } from "../../../domain/shared/format-value";
import { evaluateCondition, parseCondition } from "../../../domain/templates/conditions";
import { formatterNames, formatWith } from "../../../domain/templates/formatters";
import { PLACEHOLDER_RE } from "../../../domain/templates/placeholders";
import { type ItemScope, listItems, resolveKey } from "../../../domain/templates/scope";
import type { VariableDefinition } from "../../../domain/templates/variables";
import { WORD_MESSAGES } from "../../../domain/word/word";
import { markEditableCopy } from "./editable-copy";

/** What a placeholder without a value shows in Word: a line to fill, like the editor's blank. */
const BLANK = "__________";

interface Part {
  type: string;
  module?: string;
  location?: "start" | "end";
  value?: string;
  inverted?: boolean;
}

const loopStart = (value: string) => ({ value, location: "start", inverted: false, expandTo: "auto", priority: 1000 });
const loopEnd = () => ({ value: "/", location: "end", priority: 1000 });

/**
 * Reads the template-power markers (decision 0036) as docxtemplater sections, so the company's own
 * .docx is filled by the same grammar as the editor: `{{#se …}}` opens a section whose value is the
 * condition, `{{#senão}}` closes it and opens its inverse, `{{/se}}`/`{{/cada}}` close whatever is
 * open (docxtemplater wants closing tags to repeat the opening one), `{{#cada x}}` repeats per item.
 * Nothing of the file is evaluated as code: a tag is only ever a key, a condition of the fixed
 * grammar, or text left as it was.
 */
const markerModule = () => ({
  name: "MinutaMarkers",
  // Before docxtemplater's own loop pairing, which needs the closing tags already matched.
  priority: 100,
  matchers: () => [
    [/^\s*#se\s+([\s\S]+)$/, "loop", (v: string[]) => loopStart(`se:${v[1]}`)],
    [/^\s*#sen[aã]o\s*$/, "minuta-else", () => ({ value: "senão", priority: 1000 })],
    [/^\s*\/(se|cada)\s*$/, "loop", loopEnd],
    [/^\s*#cada\s+(\S+)\s*$/, "loop", (v: string[]) => loopStart(`cada:${v[1]}`)],
  ],
  postparse(parsed: Part[]): Part[] {
    const open: Part[] = [];
    const out: Part[] = [];
    for (const p of parsed) {
      const loop = p.type === "placeholder" && p.module === "loop";
      if (loop && p.location === "start") open.push(p);
      if (loop && p.location === "end") {
        out.push({ ...p, value: open.pop()?.value ?? p.value });
        continue;
      }
      if (p.type === "placeholder" && p.module === "minuta-else") {
        const section = open[open.length - 1];
        if (!section) continue;
        out.push({ ...p, module: "loop", location: "end", value: section.value });
        const inverse = { ...p, module: "loop", location: "start" as const, value: section.value, inverted: true };
        out.push({ ...inverse, expandTo: "auto" } as Part);
        continue;
      }
      out.push(p);
    }
    return out;
  },
});

interface ParserContext {
  scopePath: string[];
  scopePathItem: number[];
  scopeList: unknown[];
}

/** The list item a tag is inside (the innermost `{{#cada}}`), for `{{parcelas.valor}}` and item conditions. */
function itemScope(ctx: ParserContext): ItemScope | null {
  for (let i = ctx.scopePath.length - 1; i >= 0; i--) {
    const path = ctx.scopePath[i] ?? "";
    if (!path.startsWith("cada:")) continue;
    const item = ctx.scopeList[i + 1];
    return { list: path.slice(5), item: (item ?? {}) as Record<string, unknown>, index: ctx.scopePathItem[i] ?? 0 };
  }
  return null;
}

/**
 * The company's original .docx filled in place (layout, fonts, headers and footers kept): values
 * formatted pt-BR by the same formatters as the editor's renderer, conditions and lists applied,
 * marked as an editable, unsigned copy.
 */
function compile(
  original: Buffer,
  parser: (tag: string) => { get: (scope: unknown, ctx: ParserContext) => unknown },
): Docxtemplater {
  return new Docxtemplater(new PizZip(original), {
    delimiters: { start: "{{", end: "}}" },
    paragraphLoop: true,
    linebreaks: true,
    // A file that cannot be compiled is an answer (canFillDocx), not something to print.
    errorLogging: false,
    // A fresh module per file: docxtemplater keeps per-document state on its modules.
    modules: [markerModule() as never],
    parser,
    nullGetter: () => BLANK,
  });
}

/** Whether the file's placeholders and markers can be filled (an unclosed `{{` or unbalanced section cannot). */
export function canFillDocx(original: Buffer): boolean {
  try {
    compile(original, () => ({ get: () => "" }));
    return true;
  } catch {
    return false;
  }
}

export function fillDocx(
  original: Buffer,
  variables: readonly VariableDefinition[],
  values: Readonly<Record<string, unknown>>,
): Buffer {
  const byKey = new Map(variables.map((v) => [v.key, v] as const));
  const doc = compile(original, (tag: string) => ({
    get(_scope: unknown, ctx: ParserContext) {
      const scope = itemScope(ctx);
      if (tag.startsWith("se:")) {
        const condition = parseCondition(tag.slice(3));
        if (!condition) return false;
        const { type, value } = resolveKey(byKey, values, condition.key, scope);
        return evaluateCondition(condition, type, value);
      }
      if (tag.startsWith("cada:")) return listItems(values[tag.slice(5)]);
      const m = [...`{{${tag}}}`.matchAll(PLACEHOLDER_RE)][0];
      if (!m?.[1] || m[0] !== `{{${tag}}}`) return `{{${tag}}}`;
      const { type, value } = resolveKey(byKey, values, m[1], scope);
      const names = formatterNames(m[2]);
      const text = value === undefined ? "" : names.length ? formatWith(type, value, names) : formatValue(type, value);
      return text === "" ? BLANK : text;
    },
  }));
  doc.render({});
  const zip = doc.getZip();
  markEditableCopy(zip, WORD_MESSAGES.editableCopy);
  return zip.generate({ type: "nodebuffer", compression: "DEFLATE" });
}
