import { type Condition, decodeText, parseCondition } from "./conditions";

/**
 * The sections of a template body (issue 24): conditional ones `{{#se …}}…{{#senão}}…{{/se}}` and
 * repeating blocks `{{#cada parcelas}}…{{/cada}}`. Markers live in the body's text (the editor inserts
 * each in its own paragraph, or in its own table row, which disappears when rendered: the rows between
 * two marker rows are the repeated or conditional table rows); this file reads them into a tree, or
 * says in Portuguese why it cannot. Pure and isomorphic; nothing here evaluates anything.
 */
export type SectionNode =
  | { kind: "html"; html: string }
  | { kind: "if"; marker: string; condition: Condition; whenTrue: SectionNode[]; whenFalse: SectionNode[] }
  | { kind: "each"; marker: string; key: string; body: SectionNode[] };

/** Conditions nest at most this deep (a condition inside a condition); a list block may hold them too. */
export const MAX_CONDITION_DEPTH = 2;

/** A marker in text: {{#se …}}, {{#senão}}, {{/se}}, {{#cada …}}, {{/cada}} (and unknown ones, refused). */
const MARKER_RE = /\{\{(?:\s|&nbsp;|&#160;)*([#/][^{}<>]*)\}\}/g;
const SPACE = String.raw`(?:\s|&nbsp;|&#160;|<br\s*/?>)*`;
/** A block holding only a marker: the block goes with the marker (no empty line where it was). */
const MARKER_BLOCK_RE = new RegExp(
  String.raw`<(p|h[1-6]|li|blockquote|pre)(?:\s[^>]*)?>${SPACE}(\{\{(?:\s|&nbsp;|&#160;)*[#/][^{}<>]*\}\})${SPACE}</\1>`,
  "g",
);

export const SECTION_MESSAGES = {
  unknownMarker: (m: string) =>
    `Marcador desconhecido ${m}: use {{#se …}}, {{#senão}}, {{/se}}, {{#cada …}} ou {{/cada}}`,
  badCondition: (m: string) =>
    `Condição inválida em ${m}: use a chave de uma variável, um operador (=, ≠, >, ≥, <, ≤, em, preenchido, vazio) e um valor`,
  unclosed: (m: string) => `A seção ${m} não foi fechada`,
  strayClose: (m: string) => `${m} sem a abertura correspondente`,
  strayElse: "{{#senão}} só pode ficar dentro de uma seção {{#se …}}",
  doubleElse: (m: string) => `A seção ${m} tem mais de um {{#senão}}`,
  tooDeep: `As condições podem ser aninhadas em no máximo ${MAX_CONDITION_DEPTH} níveis`,
  eachInEach: (m: string) => `O bloco ${m} não pode ficar dentro de outro bloco de repetição`,
  unbalanced: (m: string) =>
    `A seção ${m} deve começar e terminar no mesmo nível do texto (por exemplo, não comece numa lista e termine fora dela)`,
} as const;

/** A table row: its cells are matched separately, so a row never spans another row's tags. */
const ROW_RE = /<tr(?:\s[^>]*)?>((?:(?!<\/?tr[\s>])[\s\S])*)<\/tr>/g;
const LONE_MARKER_RE = /^\{\{(?:\s|&nbsp;|&#160;)*[#/][^{}<>]*\}\}$/;

/** A row whose only text is one marker (its other cells empty) goes with the marker, as a marker paragraph does. */
function markerRows(content: string): string {
  return content.replace(ROW_RE, (row, cells: string) => {
    const text = cells
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;/g, " ")
      .trim();
    return LONE_MARKER_RE.test(text) ? text : row;
  });
}

type Token = { kind: "html"; html: string } | { kind: "marker"; text: string; body: string };

/** Splits a body into HTML and markers; markers are looked for in text only, never inside a tag. */
function tokenize(content: string): Token[] {
  const tokens: Token[] = [];
  const html = markerRows(content).replace(MARKER_BLOCK_RE, (_all, _tag: string, marker: string) => marker);
  for (const segment of html.split(/(<[^>]*>)/)) {
    if (segment.startsWith("<")) {
      tokens.push({ kind: "html", html: segment });
      continue;
    }
    let last = 0;
    for (const m of segment.matchAll(MARKER_RE)) {
      if (m.index > last) tokens.push({ kind: "html", html: segment.slice(last, m.index) });
      tokens.push({ kind: "marker", text: decodeText(m[0]).replace(/\s+/g, " "), body: decodeText(m[1] ?? "").trim() });
      last = m.index + m[0].length;
    }
    if (last < segment.length) tokens.push({ kind: "html", html: segment.slice(last) });
  }
  return tokens;
}

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** Whether the HTML directly in a branch opens and closes the same elements (so removing it stays valid). */
function balanced(nodes: readonly SectionNode[]): boolean {
  const stack: string[] = [];
  for (const n of nodes) {
    if (n.kind !== "html") continue;
    for (const m of n.html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(\/?)>/g)) {
      const name = (m[2] ?? "").toLowerCase();
      if (VOID.has(name) || m[3]) continue;
      if (!m[1]) stack.push(name);
      else if (stack.pop() !== name) return false;
    }
  }
  return stack.length === 0;
}

interface Frame {
  node: Extract<SectionNode, { kind: "if" | "each" }> | null;
  inElse: boolean;
  target: SectionNode[];
}

/** The body as a tree, and the problems found (none: the tree is complete and safe to render). */
export function parseSections(content: string): { nodes: SectionNode[]; issues: string[] } {
  const root: SectionNode[] = [];
  const stack: Frame[] = [{ node: null, inElse: false, target: root }];
  const issues: string[] = [];
  const depth = () => stack.filter((f) => f.node?.kind === "if").length;
  const top = () => stack[stack.length - 1] as Frame;
  for (const t of tokenize(content)) {
    if (t.kind === "html") {
      top().target.push(t);
      continue;
    }
    const open = /^#(se|cada)(?:\s+(.*))?$/su.exec(t.body);
    if (open) {
      const arg = (open[2] ?? "").trim();
      let node: Frame["node"];
      if (open[1] === "se") {
        const condition = parseCondition(arg);
        if (!condition) issues.push(SECTION_MESSAGES.badCondition(t.text));
        if (depth() >= MAX_CONDITION_DEPTH) issues.push(SECTION_MESSAGES.tooDeep);
        node = {
          kind: "if",
          marker: t.text,
          condition: condition ?? { op: "vazio", key: "_" },
          whenTrue: [],
          whenFalse: [],
        };
      } else {
        if (!/^[\p{L}_][\p{L}\p{N}_]*$/u.test(arg)) issues.push(SECTION_MESSAGES.badCondition(t.text));
        if (stack.some((f) => f.node?.kind === "each")) issues.push(SECTION_MESSAGES.eachInEach(t.text));
        node = { kind: "each", marker: t.text, key: arg, body: [] };
      }
      top().target.push(node);
      stack.push({ node, inElse: false, target: node.kind === "if" ? node.whenTrue : node.body });
      continue;
    }
    const frame = top();
    if (/^#sen[aã]o$/u.test(t.body)) {
      if (frame.node?.kind !== "if") issues.push(SECTION_MESSAGES.strayElse);
      else if (frame.inElse) issues.push(SECTION_MESSAGES.doubleElse(frame.node.marker));
      else {
        frame.inElse = true;
        frame.target = frame.node.whenFalse;
      }
      continue;
    }
    const close = /^\/(se|cada)$/.exec(t.body);
    if (!close) {
      issues.push(SECTION_MESSAGES.unknownMarker(t.text));
      continue;
    }
    const kind = close[1] === "se" ? "if" : "each";
    if (frame.node?.kind !== kind) {
      issues.push(SECTION_MESSAGES.strayClose(t.text));
      continue;
    }
    stack.pop();
    const n = frame.node;
    const parts = n.kind === "if" ? [n.whenTrue, n.whenFalse] : [n.body];
    if (!parts.every(balanced)) issues.push(SECTION_MESSAGES.unbalanced(n.marker));
  }
  for (const f of stack.slice(1)) if (f.node) issues.push(SECTION_MESSAGES.unclosed(f.node.marker));
  return { nodes: root, issues: [...new Set(issues)] };
}

/** Whether a body has any section marker at all (most do not: they render as before). */
export const hasSections = (content: string) => /\{\{(?:\s|&nbsp;|&#160;)*[#/]/.test(content);

/** Every condition and list block of a tree, each with the list blocks around it (for the save check). */
export function sectionsOf(
  nodes: readonly SectionNode[],
  inList: string | null = null,
): { node: Exclude<SectionNode, { kind: "html" }>; inList: string | null }[] {
  const out: { node: Exclude<SectionNode, { kind: "html" }>; inList: string | null }[] = [];
  for (const n of nodes) {
    if (n.kind === "html") continue;
    out.push({ node: n, inList });
    if (n.kind === "if") out.push(...sectionsOf(n.whenTrue, inList), ...sectionsOf(n.whenFalse, inList));
    else out.push(...sectionsOf(n.body, n.key));
  }
  return out;
}

/** The HTML pieces of a tree with the list block each is in (placeholders inside are checked with it). */
export function htmlPieces(
  nodes: readonly SectionNode[],
  inList: string | null = null,
): { html: string; inList: string | null }[] {
  const out: { html: string; inList: string | null }[] = [];
  for (const n of nodes) {
    if (n.kind === "html") out.push({ html: n.html, inList });
    else if (n.kind === "if") out.push(...htmlPieces(n.whenTrue, inList), ...htmlPieces(n.whenFalse, inList));
    else out.push(...htmlPieces(n.body, n.key));
  }
  return out;
}
