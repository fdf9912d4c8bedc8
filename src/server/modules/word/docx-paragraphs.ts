import { PLACEHOLDER_RE } from "../../../domain/placeholders";
import { decodeText } from "../../../domain/template-conditions";
import { PLACEHOLDER_ISSUES, type PlaceholderIssue } from "../../../domain/word";

/**
 * The text of each paragraph of a WordprocessingML part, its runs joined: a placeholder Word split
 * across formatting runs (`{{nome` in one run, `_cliente}}` bold in the next) reads whole here.
 */
export function paragraphTexts(xml: string): string[] {
  const out: string[] = [];
  for (const m of xml.matchAll(/<w:p[\s>][\s\S]*?<\/w:p>/g)) {
    let text = "";
    for (const t of m[0].matchAll(/<w:(t|tab)(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/w:t>)/g))
      text += t[1] === "tab" ? "\t" : decodeText(t[2] ?? "");
    out.push(text);
  }
  return out;
}

/** A marker of conditions and lists ({{#se …}}, {{#senão}}, {{/se}}, {{#cada …}}, {{/cada}}). */
const MARKER_RE = /^\{\{\s*[#/]/;

export interface FoundPlaceholders {
  /** Plain keys in order of first appearance ("parcelas.valor" included). */
  keys: string[];
  /** Markers of sections, as written. */
  markers: string[];
  issues: PlaceholderIssue[];
}

/** Every {{…}} of the paragraphs: keys, section markers, and duplicates or malformed ones with their paragraph. */
export function findPlaceholders(paragraphs: readonly string[]): FoundPlaceholders {
  const keys: string[] = [];
  const markers: string[] = [];
  const issues: PlaceholderIssue[] = [];
  const duplicateNoted = new Set<string>();
  paragraphs.forEach((text, i) => {
    const paragraph = i + 1;
    for (const m of text.matchAll(/\{\{([^{}]*)\}\}/g)) {
      const whole = m[0];
      if (MARKER_RE.test(whole)) {
        markers.push(whole);
        continue;
      }
      const parsed = [...whole.matchAll(PLACEHOLDER_RE)][0];
      const key = parsed?.[1];
      if (!key || parsed[0] !== whole) {
        issues.push({ paragraph, message: PLACEHOLDER_ISSUES.malformed(whole) });
        continue;
      }
      if (!keys.includes(key)) keys.push(key);
      else if (!key.includes(".") && !duplicateNoted.has(key)) {
        duplicateNoted.add(key);
        issues.push({ paragraph, message: PLACEHOLDER_ISSUES.duplicate(key) });
      }
    }
    const rest = text.replace(/\{\{[^{}]*\}\}/g, "");
    if (rest.includes("{{")) issues.push({ paragraph, message: PLACEHOLDER_ISSUES.unclosed });
  });
  return { keys, markers, issues };
}
