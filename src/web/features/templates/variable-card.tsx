import { ArrowDownToLine, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { countLabel } from "../../../domain/plural";
import type { TemplateFormInput } from "../../../domain/templates";
import {
  OPTIONS_PREVIEW_COUNT,
  OPTIONS_TEXTAREA_ROWS,
  parseOptionsText,
  VARIABLE_TYPE_LABELS,
  VARIABLE_TYPES,
  type VariableType,
} from "../../../domain/variables";
import { Button } from "../../components/ui/button";
import { CheckboxField, InputField, SelectField, TextAreaField } from "../../components/ui/form-field";

export interface VariableCardProps {
  index: number;
  register: UseFormRegister<TemplateFormInput>;
  errors: FieldErrors<TemplateFormInput>;
  type: VariableType;
  keyValue: string;
  options: string[];
  onOptionsChange: (options: string[], text: string) => void;
  previewValue: string;
  onPreviewChange: (value: string) => void;
  onInsert: () => void;
  onRemove: () => void;
}

/** One variable of the template (spec 2 §2.2, §3): key, label, type, required, options, insert, remove. */
export function VariableCard(p: VariableCardProps) {
  const n = p.index + 1;
  const e = p.errors.variablesSchema?.[p.index];
  const [optionsText, setOptionsText] = useState(() => p.options.join("\n"));
  const headingId = useId();
  const preview = p.options.slice(0, OPTIONS_PREVIEW_COUNT);

  return (
    <fieldset aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-800">
          Variável {n}
          {p.keyValue && (
            <code className="ml-2 rounded bg-white px-1.5 py-0.5 text-xs text-slate-700">{`{{${p.keyValue}}}`}</code>
          )}
        </h3>
        <div className="flex gap-2">
          <Button variant="secondary" className="px-2 py-1 text-xs" onClick={p.onInsert} disabled={!p.keyValue}>
            <ArrowDownToLine aria-hidden="true" className="size-3.5" />
            Inserir no modelo
          </Button>
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs text-red-700"
            onClick={p.onRemove}
            aria-label={`Remover variável ${n}`}
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
            Remover
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label="Chave"
          placeholder="ex.: nome_cliente"
          requiredMark
          error={e?.key?.message}
          autoComplete="off"
          {...p.register(`variablesSchema.${p.index}.key`)}
        />
        <InputField
          label="Label"
          placeholder="ex.: Nome do cliente"
          requiredMark
          error={e?.label?.message}
          {...p.register(`variablesSchema.${p.index}.label`)}
        />
        <SelectField label="Tipo" {...p.register(`variablesSchema.${p.index}.type`)}>
          {VARIABLE_TYPES.map((t) => (
            <option key={t} value={t}>
              {VARIABLE_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end pb-2">
          <CheckboxField label="Obrigatória" {...p.register(`variablesSchema.${p.index}.required`)} />
        </div>
      </div>
      {p.type === "select" && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextAreaField
            label="Opções (uma por linha)"
            rows={OPTIONS_TEXTAREA_ROWS}
            value={optionsText}
            error={e?.options?.message ?? (e?.options as { root?: { message?: string } } | undefined)?.root?.message}
            onChange={(ev) => {
              setOptionsText(ev.target.value);
              p.onOptionsChange(parseOptionsText(ev.target.value), ev.target.value);
            }}
          />
          <div>
            <p className="text-sm font-medium text-slate-800">Pré-visualização das opções</p>
            {preview.length === 0 ? (
              <p className="mt-1 text-xs text-slate-600">Nenhuma opção.</p>
            ) : (
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                {preview.map((o, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat
                  <li key={i}>{o}</li>
                ))}
              </ul>
            )}
            {p.options.length > OPTIONS_PREVIEW_COUNT && (
              <p className="mt-1 text-xs text-slate-600">
                +{countLabel(p.options.length - OPTIONS_PREVIEW_COUNT, "opção", "opções")}
              </p>
            )}
          </div>
        </div>
      )}
      <div className="mt-3">
        <PreviewInput type={p.type} options={p.options} value={p.previewValue} onChange={p.onPreviewChange} n={n} />
      </div>
    </fieldset>
  );
}

/** A test value for the preview, with the input that suits the type. */
function PreviewInput({
  type,
  options,
  value,
  onChange,
  n,
}: {
  type: VariableType;
  options: string[];
  value: string;
  onChange: (v: string) => void;
  n: number;
}) {
  const label = `Valor de teste da variável ${n}`;
  if (type === "boolean") {
    return (
      <CheckboxField
        label={label}
        checked={value === "true"}
        onChange={(e) => onChange(e.target.checked ? "true" : "false")}
      />
    );
  }
  if (type === "select") {
    return (
      <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Selecione...</option>
        {options.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat
          <option key={i} value={o}>
            {o}
          </option>
        ))}
      </SelectField>
    );
  }
  if (type === "textarea")
    return <TextAreaField label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
  const inputType = type === "date" ? "date" : type === "number" ? "number" : type === "email" ? "email" : "text";
  return <InputField label={label} type={inputType} value={value} onChange={(e) => onChange(e.target.value)} />;
}
