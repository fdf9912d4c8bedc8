import { PLACEHOLDER_RE } from "../../../domain/templates/placeholders";
import { PLACEHOLDER_ISSUES, type PlaceholderIssue } from "../../../domain/word/word";

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
