import type { SubFieldDefinition, VariableDefinition } from "../templates/variables";
import { blankCell, type Cell, cellValue } from "./cells";

/**
 * A "Lista" variable in a spreadsheet (issue 24): one column per item and sub-field, e.g.
 * "Parcelas 1 - Valor", "Parcelas 2 - Valor" (or by key, "parcelas.2.valor"). A row's items are the
 * item numbers with any cell filled, in order; a list whose columns are all blank has no items (its
 * minimum then applies, as in the form). Pure and isomorphic.
 */

/** The most items a list may take from one spreadsheet row (each is a group of columns). */
export const BATCH_LIST_ITEMS = 20;
/** Items the model spreadsheet writes columns for, unless the list takes fewer (or needs more). */
const MODEL_ITEMS = 3;

export const itemHeader = (list: VariableDefinition, n: number, field: SubFieldDefinition) =>
  `${list.label || list.key} ${n} - ${field.label || field.key}`;

export interface ItemColumn {
  kind: "item";
  variable: VariableDefinition;
  n: number;
  field: SubFieldDefinition;
}

/** Every column name a list accepts (label and key forms), for the header map. */
export function itemColumnNames(list: VariableDefinition): [string, ItemColumn][] {
  const out: [string, ItemColumn][] = [];
  const items = Math.min(list.maxItems ?? BATCH_LIST_ITEMS, BATCH_LIST_ITEMS);
  for (let n = 1; n <= items; n++)
    for (const field of list.fields ?? []) {
      const target: ItemColumn = { kind: "item", variable: list, n, field };
      out.push([itemHeader(list, n, field), target], [`${list.key}.${n}.${field.key}`, target]);
    }
  return out;
}

/** The model's columns of a list: its first items (at least its minimum), each with every sub-field. */
export function modelItemColumns(list: VariableDefinition): { header: string; field: SubFieldDefinition; n: number }[] {
  const items = Math.min(
    Math.max(list.minItems ?? 0, Math.min(MODEL_ITEMS, list.maxItems ?? MODEL_ITEMS)),
    BATCH_LIST_ITEMS,
  );
  return Array.from({ length: items }, (_, i) =>
    (list.fields ?? []).map((field) => ({
      header: `${itemHeader(list, i + 1, field)}${field.required ? " *" : ""}`,
      field,
      n: i + 1,
    })),
  ).flat();
}

/** Collects a row's item cells into each list's items; errors name the cell's column. */
export class ItemCollector {
  private readonly lists = new Map<string, Map<number, Record<string, unknown>>>();

  add(target: ItemColumn, cell: Cell): { field: string; message: string } | null {
    const items = this.lists.get(target.variable.key) ?? new Map<number, Record<string, unknown>>();
    this.lists.set(target.variable.key, items);
    if (blankCell(cell)) return null;
    const converted = cellValue(target.field as VariableDefinition, cell);
    if ("error" in converted)
      return { field: itemHeader(target.variable, target.n, target.field), message: converted.error };
    items.set(target.n, { ...items.get(target.n), [target.field.key]: converted.value });
    return null;
  }

  /** Each list with columns → its items in order, and the column item number of each item (for messages). */
  values(): Map<string, { items: Record<string, unknown>[]; numbers: number[] }> {
    const out = new Map<string, { items: Record<string, unknown>[]; numbers: number[] }>();
    for (const [key, items] of this.lists) {
      const numbers = [...items.keys()].sort((a, b) => a - b);
      out.set(key, { items: numbers.map((n) => items.get(n) ?? {}), numbers });
    }
    return out;
  }
}
