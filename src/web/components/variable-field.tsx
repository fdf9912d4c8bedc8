import type { ChangeEvent } from "react";
import { decimalText } from "../../domain/shared/format-value";
import { VARIABLE_INPUT_MASKS as MASKS, maskDecimal } from "../../domain/shared/masks";
import type { VariableDefinition } from "../../domain/templates/variables";
import { CheckboxField, ChoiceOptions, InputField, SelectField, TextAreaField } from "./ui/form-field";
import { MoneyField } from "./ui/money-field";

export interface VariableFieldProps {
  variable: VariableDefinition;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

const asString = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/** One input per variable type (spec 3 §2 "Document generation and edit form"), masked per spec 3 §5. */
export function VariableField({ variable, value, onChange, onBlur, error, disabled }: VariableFieldProps) {
  const label = variable.label || variable.key;
  const common = { label, error, requiredMark: variable.required, onBlur, disabled, name: variable.key };
  const text = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(e.target.value);

  switch (variable.type) {
    case "textarea":
      return <TextAreaField {...common} rows={4} value={asString(value)} onChange={text} />;
    case "number":
      return (
        <InputField
          {...common}
          type="text"
          inputMode="decimal"
          placeholder="0,00"
          value={typeof value === "number" ? decimalText(value) : asString(value)}
          onChange={(e) => onChange(maskDecimal(e.target.value))}
        />
      );
    case "money":
      // Text it could not read goes to the form as typed, so it is refused ("Valor inválido"), not dropped.
      return <MoneyField {...common} value={value} onCents={(cents, typed) => onChange(cents ?? typed.trim())} />;
    case "date":
      return <InputField {...common} type="date" value={asString(value)} onChange={text} />;
    case "boolean":
      return (
        <CheckboxField
          label={`${label}${variable.required ? " *" : ""}`}
          error={error}
          name={variable.key}
          disabled={disabled}
          checked={value === true}
          onBlur={onBlur}
          onChange={(e) => onChange(e.target.checked)}
          hint="Marque para Sim; desmarcado é Não."
        />
      );
    case "select":
      return (
        <SelectField {...common} value={asString(value)} onChange={text}>
          <ChoiceOptions options={variable.options} />
        </SelectField>
      );
    case "email":
      return <InputField {...common} type="email" autoComplete="off" value={asString(value)} onChange={text} />;
    case "cpf":
    case "cnpj":
    case "phone": {
      const m = MASKS[variable.type];
      return (
        <InputField
          {...common}
          type="text"
          inputMode={m.inputMode}
          maxLength={m.maxLength}
          placeholder={m.placeholder}
          value={asString(value)}
          onChange={(e) => onChange(m.mask(e.target.value))}
        />
      );
    }
    default:
      return <InputField {...common} type="text" value={asString(value)} onChange={text} />;
  }
}
