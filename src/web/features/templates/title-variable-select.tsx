import { type Control, useWatch } from "react-hook-form";
import type { TemplateFormInput } from "../../../domain/templates/templates";
import { canCompleteTitle, readVariables, titleVariable } from "../../../domain/templates/variables";
import { SelectField } from "../../components/ui/form-field";
import type { fieldBinder } from "../../lib/zod-form";

/**
 * "Variável do título" (issue 21): which variable's value completes the documents' titles, so that
 * rows of one template can be told apart. Empty: the first required text variable (named in the option).
 */
export function TitleVariableSelect({
  control,
  field,
}: {
  control: Control<TemplateFormInput>;
  field: ReturnType<typeof fieldBinder<TemplateFormInput>>;
}) {
  const variables = readVariables(useWatch({ control, name: "variablesSchema" }) ?? []).filter((v) => v.key);
  const automatic = titleVariable(variables, null);
  const name = (v: { key: string; label: string }) => (v.label ? `${v.label} (${v.key})` : v.key);
  return (
    <SelectField
      label="Variável do título dos documentos"
      hint='O valor desta variável completa o título de cada documento, ex.: "Contrato — Mariana Duarte - 25/11/2026".'
      className="mt-4 max-w-xl"
      {...field("titleVariableKey")}
    >
      <option value="">
        {automatic
          ? `Automática: ${name(automatic)}`
          : "Automática: primeira variável de texto obrigatória (nenhuma ainda)"}
      </option>
      {variables.filter(canCompleteTitle).map((v) => (
        <option key={v.key} value={v.key}>
          {name(v)}
        </option>
      ))}
    </SelectField>
  );
}
