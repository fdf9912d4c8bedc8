import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CheckboxField } from "./form-field";

/**
 * A form's many-choice field as checkboxes (a key's scopes, an endpoint's events): each shows its
 * label and its value (what an API client sends), and the field's error under them, linked to the group.
 * Spread `field(name)` on it, as on the InputField family.
 */
export function CheckboxGroup<V extends string>({
  legend,
  values,
  labels,
  error,
  ...registration
}: UseFormRegisterReturn & {
  legend: string;
  values: readonly V[];
  labels: Record<V, string>;
  error?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {values.map((value) => (
          <CheckboxField key={value} value={value} label={`${labels[value]} (${value})`} {...registration} />
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
