import { escapeHtml } from "../shared/html";
import { evaluateCondition } from "./conditions";
import { placeholderUses } from "./placeholders";
import { type KeyResolver, replacePlaceholders } from "./render-values";
import { type ItemScope, listItems, resolveKey } from "./scope";
import { hasSections, parseSections, type SectionNode } from "./sections";
import type { VariableDefinition } from "./variables";

/**
 * Renders a body with its sections (issue 24): a condition shows one branch, a list block repeats
 * per item. Values only ever reach the output through replacePlaceholders (formatted, escaped, in
 * text). A body whose sections do not parse (refused on save; only an old or hand-made row can hold
 * one) renders as plain text with its markers visible, never half-evaluated.
 */
interface Walk {
  variables: ReadonlyMap<string, VariableDefinition>;
  values: Readonly<Record<string, unknown>>;
  missing: "blank" | "placeholder";
}

const resolverFor =
  (w: Walk, scope: ItemScope | null): KeyResolver =>
  (key) =>
    resolveKey(w.variables, w.values, key, scope);

/** In the template view (no values yet), a condition that cannot be decided shows both branches, labelled. */
function undecided(w: Walk, node: Extract<SectionNode, { kind: "if" }>, scope: ItemScope | null): boolean {
  if (w.missing !== "placeholder") return false;
  const { value } = resolveKey(w.variables, w.values, node.condition.key, scope);
  return value === undefined || value === null || value === "";
}

const label = (text: string) => `<p class="minuta-section-label">${escapeHtml(text)}</p>`;

function renderNodes(nodes: readonly SectionNode[], w: Walk, scope: ItemScope | null): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "html") out += replacePlaceholders(node.html, resolverFor(w, scope), w.missing);
    else if (node.kind === "if") {
      if (undecided(w, node, scope)) {
        out += label(node.marker) + renderNodes(node.whenTrue, w, scope);
        if (node.whenFalse.length) out += label("{{#senão}}") + renderNodes(node.whenFalse, w, scope);
        out += label("{{/se}}");
        continue;
      }
      const { type, value } = resolveKey(w.variables, w.values, node.condition.key, scope);
      out += renderNodes(evaluateCondition(node.condition, type, value) ? node.whenTrue : node.whenFalse, w, scope);
    } else {
      const items = listItems(w.values[node.key]);
      if (items.length === 0 && w.missing === "placeholder") {
        out += renderNodes(node.body, w, null);
        continue;
      }
      items.forEach((item, index) => {
        out += renderNodes(node.body, w, { list: node.key, item, index });
      });
    }
  }
  return out;
}

/** The body of a document for these values: sections evaluated, placeholders replaced. */
export function renderBody(
  content: string,
  variables: readonly VariableDefinition[],
  values: Readonly<Record<string, unknown>>,
  missing: "blank" | "placeholder",
): string {
  const w: Walk = { variables: new Map(variables.map((v) => [v.key, v])), values, missing };
  if (!hasSections(content)) return replacePlaceholders(content, resolverFor(w, null), missing);
  const { nodes, issues } = parseSections(content);
  if (issues.length > 0) return replacePlaceholders(content, resolverFor(w, null), missing);
  return renderNodes(nodes, w, null);
}

/** Variables the body uses, split into those in a shown part and those only in hidden parts. */
function usage(nodes: readonly SectionNode[], w: Walk, shown: boolean, acc: { used: Set<string>; shown: Set<string> }) {
  const note = (key: string) => {
    const head = key.split(".")[0] ?? key;
    acc.used.add(head);
    if (shown) acc.shown.add(head);
  };
  for (const node of nodes) {
    if (node.kind === "html") for (const u of placeholderUses(node.html)) note(u.key);
    else if (node.kind === "each") {
      note(node.key);
      usage(node.body, w, shown, acc);
    } else {
      note(node.condition.key);
      // Inside a list block the condition may differ per item: both branches count as shown.
      const inItem = node.condition.key.includes(".") && !node.condition.key.endsWith(".quantidade");
      const { type, value } = resolveKey(w.variables, w.values, node.condition.key, null);
      const holds = evaluateCondition(node.condition, type, value);
      usage(node.whenTrue, w, shown && (inItem || holds), acc);
      usage(node.whenFalse, w, shown && (inItem || !holds), acc);
    }
  }
}

/**
 * The variables hidden by the values: used in the body, but only inside sections that do not show
 * (not required, not stored). Variables the body does not use, or a body without sections: none hidden.
 */
export function hiddenKeys(
  content: string,
  variables: readonly VariableDefinition[],
  values: Readonly<Record<string, unknown>>,
): Set<string> {
  if (!hasSections(content)) return new Set();
  const { nodes, issues } = parseSections(content);
  if (issues.length > 0) return new Set();
  const w: Walk = { variables: new Map(variables.map((v) => [v.key, v])), values, missing: "blank" };
  const acc = { used: new Set<string>(), shown: new Set<string>() };
  usage(nodes, w, true, acc);
  return new Set([...acc.used].filter((k) => !acc.shown.has(k) && w.variables.has(k)));
}
