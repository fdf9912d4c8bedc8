import { useState } from "react";
import { parseDecimal } from "../../../domain/shared/format-value";
import {
  CONDITION_OP_LABELS,
  type Condition,
  type ConditionOp,
  conditionText,
  opsForType,
} from "../../../domain/templates/conditions";
import { VARIABLE_TYPE_LABELS, type VariableDefinition } from "../../../domain/templates/variables";
import { CheckboxField, ChoiceOptions, InputField, SelectField } from "../../components/ui/form-field";
import { MoneyField } from "../../components/ui/money-field";
import { InsertBlockDialog } from "./insert-block-dialog";

/** The blocks the editor inserts (issue 24): each marker alone in its paragraph, with a text to replace. */
export function conditionBlock(condition: Condition, withElse: boolean): string {
  const parts = [
    `<p>{{#se ${escapeText(conditionText(condition))}}}</p>`,
    "<p>Texto exibido quando a condição é verdadeira.</p>",
  ];
  if (withElse) parts.push("<p>{{#senão}}</p>", "<p>Texto exibido caso contrário.</p>");
  parts.push("<p>{{/se}}</p>");
  return parts.join("");
}
export function repeatBlock(list: string, fieldKeys: readonly string[]): string {
  const cells = fieldKeys.map((f) => `{{${list}.${f}}}`).join(" — ");
  return `<p>{{#cada ${list}}}</p><p>{{${list}.indice}}. ${cells}</p><p>{{/cada}}</p>`;
}
/**
 * The same block as a table: a header row with the fields' labels, then the row that repeats between
 * two marker rows (each marker alone in its row's first cell; the renderer drops those rows).
 */
export function repeatTableRow(list: string, fields: readonly { key: string; label: string }[]): string {
  const row = (cells: readonly string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
  const blank = fields.map(() => "<br>");
  return `<table><tbody>${[
    row(["Nº", ...fields.map((f) => escapeText(f.label || f.key))]),
    row([`{{#cada ${list}}}`, ...blank]),
    row([`{{${list}.indice}}`, ...fields.map((f) => `{{${list}.${f.key}}}`)]),
    row(["{{/cada}}", ...blank]),
  ].join("")}</tbody></table><p><br></p>`;
}
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * "Inserir condição": the author picks a variable, an operator that fits its type and a value; the
 * marker is written for them (no syntax to type). What it builds is checked again on save.
 */
export function ConditionDialog({
  open,
  onOpenChange,
  variables,
  onInsert,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variables: readonly VariableDefinition[];
  onInsert: (html: string) => void;
}) {
  const usable = variables.filter((v) => v.key.trim());
  const [key, setKey] = useState("");
  const variable = usable.find((v) => v.key === key) ?? usable[0];
  const ops = variable ? opsForType(variable.type) : [];
  const [opChoice, setOp] = useState<ConditionOp>("verdadeiro");
  const op = ops.includes(opChoice) ? opChoice : (ops[0] ?? "verdadeiro");
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [withElse, setWithElse] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const build = (): Condition | null => {
    if (!variable) return null;
    const k = variable.key;
    if (op === "verdadeiro" || op === "preenchido" || op === "vazio") return { op, key: k };
    if (op === "em") return chosen.length ? { op, key: k, values: chosen } : null;
    if (variable.type === "money") {
      const cents = text === "" ? null : Number(text);
      return cents === null || !Number.isFinite(cents) ? null : { op, key: k, value: cents / 100 };
    }
    if (variable.type === "number") {
      const n = parseDecimal(text);
      return n === null ? null : { op, key: k, value: n };
    }
    if (op === "=" || op === "≠") return text.trim() ? { op, key: k, value: text.trim() } : null;
    return null;
  };
  const insert = () => {
    const c = build();
    if (!c) {
      setError("Informe um valor válido para a condição.");
      return;
    }
    onInsert(conditionBlock(c, withElse));
    setError(null);
    onOpenChange(false);
  };
  const needsValue = !["verdadeiro", "preenchido", "vazio"].includes(op);

  return (
    <InsertBlockDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Inserir condição"
      description="O trecho aparece no documento só quando a condição vale."
      missing={usable.length === 0 ? "Crie uma variável antes de inserir uma condição." : null}
      canInsert={usable.length > 0}
      onInsert={insert}
    >
      <div className="grid gap-3">
        <SelectField label="Variável" value={variable?.key ?? ""} onChange={(e) => setKey(e.target.value)}>
          {usable.map((v) => (
            <option key={v.key} value={v.key}>
              {v.label || v.key} ({VARIABLE_TYPE_LABELS[v.type]})
            </option>
          ))}
        </SelectField>
        <SelectField label="Condição" value={op} onChange={(e) => setOp(e.target.value as ConditionOp)}>
          {ops.map((o) => (
            <option key={o} value={o}>
              {CONDITION_OP_LABELS[o]}
            </option>
          ))}
        </SelectField>
        {needsValue && variable?.type === "select" && op !== "em" && (
          <SelectField label="Valor" value={text} onChange={(e) => setText(e.target.value)}>
            <ChoiceOptions options={variable.options} />
          </SelectField>
        )}
        {op === "em" && variable && (
          <fieldset className="grid gap-1">
            <legend className="text-sm font-medium text-slate-800">Valores</legend>
            {variable.options.map((o) => (
              <CheckboxField
                key={o}
                label={o}
                checked={chosen.includes(o)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))}
              />
            ))}
          </fieldset>
        )}
        {needsValue && variable?.type === "money" && (
          <MoneyField label="Valor" value={text} onCents={(c) => setText(c === null ? "" : String(c))} />
        )}
        {needsValue && variable && !["select", "money"].includes(variable.type) && op !== "em" && (
          <InputField
            label="Valor"
            inputMode={variable.type === "number" ? "decimal" : undefined}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
        <CheckboxField
          label="Incluir um texto para o caso contrário (senão)"
          checked={withElse}
          onChange={(e) => setWithElse(e.target.checked)}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </InsertBlockDialog>
  );
}
