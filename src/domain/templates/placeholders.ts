/**
 * {{ key }} with optional spaces (Quill may write them as &nbsp;) around a key of letters, digits, _,
 * optionally followed by formatters: {{ key | extenso | maiusculas }} (names checked on save). A key
 * may have up to two dotted parts for a Lista (issue 24): {{parcelas.valor}}, {{parcelas.soma.valor}}.
 */
export const PLACEHOLDER_RE =
  /\{\{(?:\s|&nbsp;|&#160;)*([\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*){0,2})(?:\s|&nbsp;|&#160;)*((?:\|[^{}|<>]*)*)\}\}/gu;

/** Each placeholder of a body with its formatters' tail ("|extenso"), in order (text only). */
export function placeholderUses(content: string): { key: string; tail: string; placeholder: string }[] {
  const uses: { key: string; tail: string; placeholder: string }[] = [];
  for (const segment of textSegments(content)) {
    for (const m of segment.matchAll(PLACEHOLDER_RE)) {
      if (m[1]) uses.push({ key: m[1], tail: m[2] ?? "", placeholder: m[0].replace(/&nbsp;|&#160;/g, " ") });
    }
  }
  return uses;
}

/** The distinct keys a body uses, in order of first appearance (text only, not attributes). */
export function placeholderKeys(content: string): string[] {
  return [...new Set(placeholderUses(content).map((u) => u.key))];
}

function textSegments(html: string): string[] {
  return html.split(/(<[^>]*>)/).filter((s) => !s.startsWith("<"));
}
