import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { useId } from "react";
import { MAX_LIST_ITEMS, type SubFieldDefinition, type VariableDefinition } from "../../domain/templates/variables";
import { Button, RemoveButton } from "./ui/button";
import { VariableField } from "./variable-field";

type Item = Record<string, unknown>;

export interface ListTableProps {
  variable: VariableDefinition;
  value: unknown;
  onChange: (items: Item[]) => void;
  /** The list's own message (too few or too many items). */
  error?: string;
  /** The message of one cell (item i, sub-field key). */
  cellError?: (index: number, key: string) => string | undefined;
  disabled?: boolean;
}

const emptyItem = (fields: readonly SubFieldDefinition[]): Item =>
  Object.fromEntries(fields.map((f) => [f.key, f.type === "boolean" ? false : ""]));

/**
 * A Lista variable as an editable table (issue 24): one row per item, each cell the sub-field's own
 * input (masks and rules of the document form), rows added, removed and moved up or down.
 */
export function ListTable({ variable, value, onChange, error, cellError, disabled }: ListTableProps) {
  const items: Item[] = Array.isArray(value) ? (value as Item[]) : [];
  const fields = variable.fields ?? [];
  const max = variable.maxItems ?? MAX_LIST_ITEMS;
  const min = Math.max(variable.minItems ?? 0, variable.required ? 1 : 0);
  const label = variable.label || variable.key;
  const errorId = useId();
  const set = (next: Item[]) => onChange(next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [row] = next.splice(from, 1);
    if (row) next.splice(to, 0, row);
    set(next);
  };

  return (
    <fieldset className="min-w-0 rounded-md border border-slate-200 p-3" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-sm font-medium text-slate-800">
        {label}
        {variable.required && " *"}
      </legend>
      <p className="mb-2 text-xs text-slate-600">
        {items.length} de no máximo {max} {max === 1 ? "item" : "itens"}
        {min > 0 ? ` (mínimo ${min})` : ""}
      </p>
      {items.length === 0 && <p className="text-sm text-slate-600">Nenhum item. Use “Adicionar item”.</p>}
      <ol className="space-y-3">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; position is the identity
          <li key={i} className="rounded-md border border-slate-200 bg-slate-50 p-3" aria-label={`Item ${i + 1}`}>
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-slate-800">Item {i + 1}</span>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-xs"
                  aria-label={`Mover item ${i + 1} para cima`}
                  disabled={disabled || i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-3.5" />
                </Button>
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-xs"
                  aria-label={`Mover item ${i + 1} para baixo`}
                  disabled={disabled || i === items.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-3.5" />
                </Button>
                <RemoveButton
                  label={`Remover item ${i + 1}`}
                  disabled={disabled}
                  onClick={() => set(items.filter((_, j) => j !== i))}
                />
              </div>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {fields.map((f) => (
                <VariableField
                  key={f.key}
                  variable={{ ...f, key: `${variable.key}.${i}.${f.key}`, label: `${f.label} (item ${i + 1})` }}
                  value={item[f.key]}
                  onChange={(v) => set(items.map((row, j) => (j === i ? { ...row, [f.key]: v } : row)))}
                  error={cellError?.(i, f.key)}
                  disabled={disabled}
                />
              ))}
            </div>
          </li>
        ))}
      </ol>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-3"
        icon={Plus}
        disabled={disabled || items.length >= max}
        onClick={() => set([...items, emptyItem(fields)])}
      >
        Adicionar item
      </Button>
    </fieldset>
  );
}
