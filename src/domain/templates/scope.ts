import { parseCents, parseDecimal } from "../shared/format-value";
import { opsForType } from "./conditions";
import { placeholderUses } from "./placeholders";
import { htmlPieces, parseSections, sectionsOf } from "./sections";
import { VARIABLE_TYPE_LABELS, type VariableDefinition, type VariableType } from "./variables";

/**
 * What a key in a placeholder or a condition names (issue 24): a variable; inside `{{#cada L}}` a
 * sub-field of the current item `L.campo`, its position `L.indice` (1, 2, …); anywhere the count
 * `L.quantidade` and the sum of a money/number sub-field `L.soma.campo`.
 */
export interface Resolved {
  type: VariableType | undefined;
  value: unknown;
}
export interface ItemScope {
  list: string;
  item: Readonly<Record<string, unknown>>;
  index: number;
}

export const listItems = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((i): i is Record<string, unknown> => typeof i === "object" && i !== null) : [];

/** The sum of a sub-field over a list's items: centavos for money, a number otherwise; unreadable values skipped. */
export function sumOf(items: readonly Record<string, unknown>[], sub: string, type: VariableType): number {
  let total = 0;
  for (const item of items) total += (type === "money" ? parseCents(item[sub]) : parseDecimal(item[sub])) ?? 0;
  return type === "money" ? total : Math.round(total * 1e10) / 1e10;
}

/** The type a key has where it is used (null: it names nothing there). */
export function keyType(
  variables: ReadonlyMap<string, VariableDefinition>,
  key: string,
  inList: string | null,
): VariableType | null {
  const [head = "", second, third] = key.split(".");
  const v = variables.get(head);
  if (!v) return null;
  if (second === undefined) return v.type;
  if (v.type !== "list") return null;
  const field = (name: string | undefined) => v.fields?.find((f) => f.key === name);
  if (third !== undefined) {
    const t = second === "soma" ? field(third)?.type : undefined;
    return t === "money" || t === "number" ? t : null;
  }
  if (second === "quantidade") return "number";
  if (inList !== head) return null;
  if (second === "indice") return "number";
  return field(second)?.type ?? null;
}

/** The value a key names for the values and the current item (if any). */
export function resolveKey(
  variables: ReadonlyMap<string, VariableDefinition>,
  values: Readonly<Record<string, unknown>>,
  key: string,
  scope: ItemScope | null,
): Resolved {
  const [head = "", second, third] = key.split(".");
  const v = variables.get(head);
  const own = Object.hasOwn(values, head) ? values[head] : undefined;
  if (second === undefined) return { type: v?.type, value: own };
  if (second === "quantidade") return { type: "number", value: listItems(own).length };
  const type = keyType(variables, key, scope?.list ?? null) ?? undefined;
  if (third !== undefined) {
    const items = listItems(own); // the whole list only for a sum (not per item: O(n²) on long lists)
    return { type, value: type && items.length ? sumOf(items, third, type) : undefined };
  }
  if (!scope || scope.list !== head) return { type, value: undefined };
  if (second === "indice") return { type: "number", value: scope.index + 1 };
  return { type, value: Object.hasOwn(scope.item, second) ? scope.item[second] : undefined };
}

export const LOGIC_MESSAGES = {
  unknownKey: (marker: string, key: string) =>
    `${marker} usa a variável "${key}", que não existe neste modelo. Uma variável usada por uma condição ou lista não pode ser excluída nem renomeada: remova antes a condição ou o bloco.`,
  opNotForType: (marker: string, key: string, type: VariableType) =>
    `${marker}: a variável "${key}" (${VARIABLE_TYPE_LABELS[type]}) não aceita esta comparação`,
  notAnOption: (marker: string, key: string, option: string) =>
    `${marker}: "${option}" não é uma opção da variável "${key}"`,
  notAList: (marker: string, key: string) => `${marker}: "${key}" não é uma variável do tipo Lista`,
  listOutsideBlock: (placeholder: string, list: string) =>
    `${placeholder} só pode ser usado dentro de um bloco de repetição {{#cada ${list}}}`,
  bareList: (placeholder: string, list: string) =>
    `${placeholder}: a Lista "${list}" é mostrada com um bloco de repetição {{#cada ${list}}} e seus campos ({{${list}.campo}})`,
  unknownField: (placeholder: string, list: string) => `${placeholder}: campo desconhecido na Lista "${list}"`,
  inUse: (key: string, where: string) =>
    `Não é possível excluir a variável "${key}": ela é usada em ${where}. Remova antes a condição ou o bloco do conteúdo.`,
} as const;

/**
 * The save check of a body's sections and list placeholders against the variables: the structure
 * (parseSections), every condition's key, operator and options, every block's list, every dotted
 * placeholder where it is used. One Portuguese message per problem.
 */
export function templateLogicIssues(content: string, variables: readonly VariableDefinition[]): string[] {
  const { nodes, issues } = parseSections(content);
  const byKey = new Map(variables.map((v) => [v.key, v] as const));
  const out = [...issues];
  for (const { node, inList } of sectionsOf(nodes)) {
    if (node.kind === "each") {
      if (byKey.get(node.key)?.type !== "list") out.push(LOGIC_MESSAGES.notAList(node.marker, node.key));
      continue;
    }
    const c = node.condition;
    if (c.key === "_") continue; // unreadable: already reported
    const type = keyType(byKey, c.key, inList);
    if (!type) {
      out.push(LOGIC_MESSAGES.unknownKey(node.marker, c.key));
      continue;
    }
    const numeric = type === "money" || type === "number";
    const literalFits = !("value" in c) || (typeof c.value === "number") === numeric;
    if (!opsForType(type).includes(c.op) || !literalFits)
      out.push(LOGIC_MESSAGES.opNotForType(node.marker, c.key, type));
    const options = optionsOf(byKey, c.key);
    const literals = c.op === "em" ? c.values : "value" in c && typeof c.value === "string" ? [c.value] : [];
    if (type === "select")
      for (const o of literals) if (!options.includes(o)) out.push(LOGIC_MESSAGES.notAnOption(node.marker, c.key, o));
  }
  for (const piece of htmlPieces(nodes)) {
    for (const use of placeholderUses(piece.html)) out.push(...placeholderIssue(byKey, use, piece.inList));
  }
  return [...new Set(out)];
}

function optionsOf(byKey: ReadonlyMap<string, VariableDefinition>, key: string): string[] {
  const [head = "", sub] = key.split(".");
  const v = byKey.get(head);
  return (sub ? v?.fields?.find((f) => f.key === sub)?.options : v?.options) ?? [];
}

function placeholderIssue(
  byKey: ReadonlyMap<string, VariableDefinition>,
  use: { key: string; placeholder: string },
  inList: string | null,
): string[] {
  const [head = "", second] = use.key.split(".");
  const v = byKey.get(head);
  if (!v) return []; // an undeclared key renders blank, as before issue 24
  if (second === undefined) return v.type === "list" ? [LOGIC_MESSAGES.bareList(use.placeholder, head)] : [];
  if (keyType(byKey, use.key, inList)) return [];
  if (v.type === "list" && keyType(byKey, use.key, head))
    return [LOGIC_MESSAGES.listOutsideBlock(use.placeholder, head)];
  return [LOGIC_MESSAGES.unknownField(use.placeholder, head)];
}

/** Every key (a variable's) the body's conditions and list blocks use, each with the markers using it. */
export function logicUses(content: string): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const { node } of sectionsOf(parseSections(content).nodes)) {
    const key = (node.kind === "each" ? node.key : node.condition.key).split(".")[0] ?? "";
    if (key && key !== "_") uses.set(key, [...(uses.get(key) ?? []), node.marker]);
  }
  return uses;
}

/** The typed keys usable in a body, for the formatter check: variables, list fields, counts and sums. */
export function scopedTypes(variables: readonly VariableDefinition[]): { key: string; type: VariableType }[] {
  const out: { key: string; type: VariableType }[] = [];
  for (const v of variables) {
    out.push({ key: v.key, type: v.type });
    if (v.type !== "list") continue;
    out.push({ key: `${v.key}.indice`, type: "number" }, { key: `${v.key}.quantidade`, type: "number" });
    for (const f of v.fields ?? []) {
      out.push({ key: `${v.key}.${f.key}`, type: f.type });
      if (f.type === "money" || f.type === "number") out.push({ key: `${v.key}.soma.${f.key}`, type: f.type });
    }
  }
  return out;
}
