import { Plus } from "lucide-react";
import { useState } from "react";
import { type Control, Controller, type UseFormRegister, useFieldArray, useFormState, useWatch } from "react-hook-form";
import type { TemplateFormInput } from "../../../domain/templates/templates";
import {
  MAX_LIST_FIELDS,
  MAX_LIST_ITEMS,
  parseOptionsText,
  SUB_FIELD_TYPES,
  VARIABLE_TYPE_LABELS,
} from "../../../domain/templates/variables";
import { Button, RemoveButton } from "../../components/ui/button";
import { CheckboxField, InputField, LabelledOptions, SelectField, TextAreaField } from "../../components/ui/form-field";

/** An empty box is "no limit given" (the defaults apply), not NaN. */
const optionalCount = {
  setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v)),
};
type FieldErrorTree = { message?: string } & Record<string, unknown>;
const messageAt = (tree: unknown, ...path: (string | number)[]): string | undefined => {
  let at: unknown = tree;
  for (const p of path) at = (at as Record<string | number, unknown> | undefined)?.[p];
  return (at as FieldErrorTree | undefined)?.message;
};

/**
 * A Lista's definition in its variable card (issue 24): the typed sub-fields (key, label, type,
 * required, options) and the minimum and maximum number of items. Checked by the same Zod as the save.
 */
/** The list's bounds on how many items a document fills in (the maximum takes at least one). */
const ITEM_BOUNDS = [
  { name: "minItems", label: "Mínimo de itens", min: 0 },
  { name: "maxItems", label: "Máximo de itens", min: 1 },
] as const;

export function ListFieldsEditor({
  index,
  control,
  register,
}: {
  index: number;
  control: Control<TemplateFormInput>;
  register: UseFormRegister<TemplateFormInput>;
}) {
  const fields = useFieldArray({ control, name: `variablesSchema.${index}.fields` });
  const { errors } = useFormState({ control, name: `variablesSchema.${index}` });
  const own = errors.variablesSchema?.[index];
  const base = `variablesSchema.${index}` as const;
  const subFields = useWatch({ control, name: `${base}.fields` }) ?? [];

  return (
    <fieldset className="mt-3 min-w-0 rounded-md border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Campos de cada item da lista</legend>
      <div className="mb-3 grid gap-3 sm:grid-cols-2">
        {ITEM_BOUNDS.map(({ name, label, min }) => (
          <InputField
            key={name}
            label={label}
            type="number"
            min={min}
            max={MAX_LIST_ITEMS}
            error={messageAt(own, name)}
            {...register(`${base}.${name}`, optionalCount)}
          />
        ))}
      </div>
      {fields.fields.length === 0 && (
        <p className="text-sm text-slate-600">{messageAt(own, "fields") ?? "Nenhum campo. Adicione ao menos um."}</p>
      )}
      <ol className="space-y-3">
        {fields.fields.map((f, j) => (
          <li key={f.id} className="rounded-md border border-slate-200 bg-slate-50 p-3" aria-label={`Campo ${j + 1}`}>
            <div className="grid gap-3 sm:grid-cols-2">
              <InputField
                label={`Chave do campo ${j + 1}`}
                placeholder="ex.: valor"
                autoComplete="off"
                error={messageAt(own, "fields", j, "key")}
                {...register(`${base}.fields.${j}.key`)}
              />
              <InputField
                label={`Label do campo ${j + 1}`}
                placeholder="ex.: Valor da parcela"
                error={messageAt(own, "fields", j, "label")}
                {...register(`${base}.fields.${j}.label`)}
              />
              <SelectField label={`Tipo do campo ${j + 1}`} {...register(`${base}.fields.${j}.type`)}>
                <LabelledOptions values={SUB_FIELD_TYPES} labels={VARIABLE_TYPE_LABELS} />
              </SelectField>
              <div className="flex items-end justify-between gap-2 pb-2">
                <CheckboxField label="Obrigatório" {...register(`${base}.fields.${j}.required`)} />
                <RemoveButton label={`Remover campo ${j + 1}`} onClick={() => fields.remove(j)} />
              </div>
              {subFields[j]?.type === "select" && (
                <Controller
                  control={control}
                  name={`${base}.fields.${j}.options`}
                  render={({ field }) => (
                    <OptionsBox
                      label={`Opções do campo ${j + 1} (uma por linha)`}
                      initial={field.value ?? []}
                      onChange={field.onChange}
                      error={messageAt(own, "fields", j, "options")}
                    />
                  )}
                />
              )}
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="mt-3"
        icon={Plus}
        disabled={fields.fields.length >= MAX_LIST_FIELDS}
        onClick={() => fields.append({ key: "", label: "", type: "text", required: false, options: [] })}
      >
        Adicionar campo
      </Button>
    </fieldset>
  );
}

/** Options typed one per line; the text is kept as typed (blank lines too) while the form gets the options. */
function OptionsBox(props: { label: string; initial: string[]; onChange: (o: string[]) => void; error?: string }) {
  const [text, setText] = useState(() => props.initial.join("\n"));
  return (
    <TextAreaField
      label={props.label}
      rows={2}
      className="sm:col-span-2"
      error={props.error}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(parseOptionsText(e.target.value));
      }}
    />
  );
}
