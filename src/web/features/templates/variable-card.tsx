import { ArrowDownToLine } from "lucide-react";
import { memo, useId, useState } from "react";
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from "react-hook-form";
import { countLabel } from "../../../domain/shared/plural";
import { formattersFor } from "../../../domain/templates/formatters";
import type { TemplateFormInput } from "../../../domain/templates/templates";
import {
  OPTIONS_PREVIEW_COUNT,
  OPTIONS_TEXTAREA_ROWS,
  parseOptionsText,
  placeholderOf,
  VARIABLE_TYPE_LABELS,
  VARIABLE_TYPES,
  type VariableType,
} from "../../../domain/templates/variables";
import { Button, RemoveButton } from "../../components/ui/button";
import { CheckboxField, InputField, LabelledOptions, SelectField, TextAreaField } from "../../components/ui/form-field";
import { ListFieldsEditor } from "./list-fields-editor";
import { PreviewInput } from "./preview-input";

type VariableErrors = NonNullable<FieldErrors<TemplateFormInput>["variablesSchema"]>[number];

/** The messages of one variable, as plain strings (so the memoised card compares them by value). */
export function variableErrorMessages(e: VariableErrors | undefined) {
  const options = e?.options as { message?: string; root?: { message?: string } } | undefined;
  return {
    keyError: e?.key?.message,
    labelError: e?.label?.message,
    optionsError: options?.message ?? options?.root?.message,
  };
}

/** What a card asks of its form; one stable object, so typing in a card re-renders that card only. */
export interface VariableCardActions {
  onOptionsChange: (index: number, options: string[], text: string) => void;
  /** The test value typed for a key (kept per key by the form for its preview). */
  onPreviewChange: (key: string, value: unknown) => void;
  previewValueOf: (key: string) => unknown;
  /** Appends the variable's placeholder to the body, with the chosen formatter ("" = none). */
  onInsert: (index: number, formatter: string) => void;
  onRemove: (index: number) => void;
}

export interface VariableCardProps {
  index: number;
  control: Control<TemplateFormInput>;
  register: UseFormRegister<TemplateFormInput>;
  keyError?: string;
  labelError?: string;
  optionsError?: string;
  actions: VariableCardActions;
}

/**
 * One variable of the template (spec 2 §2.2, §3): key, label, type, required, options, insert, remove.
 * It watches only its own variable, and is memoised: typing in one card does not re-render the others.
 */
export const VariableCard = memo(function VariableCard({
  index,
  control,
  register,
  keyError,
  labelError,
  optionsError,
  actions,
}: VariableCardProps) {
  const n = index + 1;
  const v = useWatch({ control, name: `variablesSchema.${index}` });
  const type: VariableType = v?.type ?? "text";
  const keyValue = v?.key?.trim() ?? "";
  const options = v?.options ?? [];
  const [optionsText, setOptionsText] = useState(() => options.join("\n"));
  const headingId = useId();
  const preview = options.slice(0, OPTIONS_PREVIEW_COUNT);
  const formats = formattersFor(type);
  const [format, setFormat] = useState("");
  const chosen = formats.some((f) => f.value === format) ? format : "";

  return (
    <fieldset aria-labelledby={headingId} className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-sm font-semibold text-slate-800">
          Variável {n}
          {keyValue && (
            <code className="ml-2 break-all rounded bg-white px-1.5 py-0.5 text-xs text-slate-700">
              {placeholderOf(keyValue, chosen)}
            </code>
          )}
        </h3>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            className="px-2 py-1 text-xs"
            onClick={() => actions.onInsert(index, chosen)}
            disabled={!keyValue}
          >
            <ArrowDownToLine aria-hidden="true" className="size-3.5" />
            Inserir no modelo
          </Button>
          <RemoveButton label={`Remover variável ${n}`} onClick={() => actions.onRemove(index)} />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label="Chave"
          placeholder="ex.: nome_cliente"
          requiredMark
          error={keyError}
          autoComplete="off"
          {...register(`variablesSchema.${index}.key`)}
        />
        <InputField
          label="Rótulo"
          placeholder="ex.: Nome do cliente"
          requiredMark
          error={labelError}
          {...register(`variablesSchema.${index}.label`)}
        />
        <SelectField label="Tipo" {...register(`variablesSchema.${index}.type`)}>
          <LabelledOptions values={VARIABLE_TYPES} labels={VARIABLE_TYPE_LABELS} />
        </SelectField>
        <div className="flex items-end pb-2">
          <CheckboxField label="Obrigatória" {...register(`variablesSchema.${index}.required`)} />
        </div>
        {type !== "list" && (
          <SelectField
            label="Formato ao inserir"
            className="min-w-0"
            hint="Como o valor aparece no documento; a pré-visualização mostra o resultado."
            value={chosen}
            onChange={(e) => setFormat(e.target.value)}
          >
            <option value="">Como digitado</option>
            {formats.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {type === "select" && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextAreaField
            label="Opções (uma por linha)"
            rows={OPTIONS_TEXTAREA_ROWS}
            value={optionsText}
            error={optionsError}
            onChange={(ev) => {
              setOptionsText(ev.target.value);
              actions.onOptionsChange(index, parseOptionsText(ev.target.value), ev.target.value);
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
            {options.length > OPTIONS_PREVIEW_COUNT && (
              <p className="mt-1 text-xs text-slate-600">
                +{countLabel(options.length - OPTIONS_PREVIEW_COUNT, "opção", "opções")}
              </p>
            )}
          </div>
        </div>
      )}
      {type === "list" && <ListFieldsEditor index={index} control={control} register={register} />}
      <div className="mt-3">
        <PreviewInput
          variable={v}
          type={type}
          options={options}
          variableKey={keyValue}
          initial={actions.previewValueOf(keyValue)}
          onChange={(value) => actions.onPreviewChange(keyValue, value)}
          n={n}
        />
      </div>
    </fieldset>
  );
});
