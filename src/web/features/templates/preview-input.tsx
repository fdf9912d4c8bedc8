import { useEffect, useState } from "react";
import { variableValueError } from "../../../domain/documents/documents";
import { VARIABLE_INPUT_MASKS as MASKS, maskDecimal } from "../../../domain/shared/masks";
import { readVariables, type VariableType } from "../../../domain/templates/variables";
import { ListTable } from "../../components/list-table";
import { CheckboxField, ChoiceOptions, InputField, SelectField, TextAreaField } from "../../components/ui/form-field";
import { MoneyField } from "../../components/ui/money-field";

/**
 * A test value for the preview, with the input that suits the type: CPF, CNPJ and phone masked and
 * checked with the document form's masks and rules (domain/shared/masks, variableValueError), shown once left.
 */
export function PreviewInput({
  variable: definition,
  type,
  options,
  variableKey,
  initial,
  onChange,
  n,
}: {
  variable: unknown;
  type: VariableType;
  options: string[];
  variableKey: string;
  initial: unknown;
  onChange: (v: unknown) => void;
  n: number;
}) {
  const label = `Valor de teste da variável ${n}`;
  const [value, setValue] = useState(typeof initial === "string" ? initial : "");
  const [items, setItems] = useState(() => (Array.isArray(initial) ? initial : []));
  const [touched, setTouched] = useState(false);
  const change = (next: string) => {
    setValue(next);
    onChange(next);
  };
  // A renamed key carries the typed value along.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the key changes
  useEffect(() => {
    if (value) onChange(value);
    else if (items.length) onChange(items);
  }, [variableKey]);

  if (type === "list") {
    const list = readVariables([definition])[0];
    if (!list) return null;
    return (
      <ListTable
        variable={{ ...list, label: `${label} (itens de teste)`, required: false }}
        value={items}
        onChange={(next) => {
          setItems(next);
          onChange(next);
        }}
      />
    );
  }
  if (type === "boolean") {
    return (
      <CheckboxField
        label={label}
        checked={value === "true"}
        onChange={(e) => change(e.target.checked ? "true" : "false")}
      />
    );
  }
  if (type === "select") {
    return (
      <SelectField label={label} value={value} onChange={(e) => change(e.target.value)}>
        <ChoiceOptions options={options} />
      </SelectField>
    );
  }
  if (type === "textarea")
    return <TextAreaField label={label} value={value} onChange={(e) => change(e.target.value)} />;
  if (type === "money")
    return <MoneyField label={label} value={value} onCents={(c) => change(c === null ? "" : String(c))} />;
  const masked = type === "cpf" || type === "cnpj" || type === "phone" ? MASKS[type] : null;
  if (masked || type === "email" || type === "number") {
    const variable = { key: variableKey || `variavel_${n}`, label, type, required: false, options: [] };
    return (
      <InputField
        label={label}
        type={type === "email" ? "email" : "text"}
        inputMode={masked?.inputMode ?? (type === "number" ? "decimal" : undefined)}
        maxLength={masked?.maxLength}
        placeholder={masked?.placeholder}
        autoComplete="off"
        value={value}
        onChange={(e) => change((masked?.mask ?? (type === "number" ? maskDecimal : String))(e.target.value))}
        onBlur={() => setTouched(true)}
        error={touched ? (variableValueError(variable, value, "draft") ?? undefined) : undefined}
      />
    );
  }
  return (
    <InputField
      label={label}
      type={type === "date" ? "date" : "text"}
      value={value}
      onChange={(e) => change(e.target.value)}
    />
  );
}
