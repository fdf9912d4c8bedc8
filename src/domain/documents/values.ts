import { z } from "zod";
import { hiddenKeys } from "../templates/render-sections";
import { MAX_LIST_ITEMS, type VariableDefinition } from "../templates/variables";
import { DOCUMENT_MESSAGES, MAX_VALUES_BYTES, variableValueError } from "./documents";

type Issue = { path: (string | number)[]; message: string };

/** The problems of a Lista's value: an array of items within min/max, each sub-field by its own rule. */
export function listValueIssues(variable: VariableDefinition, value: unknown, mode: "draft" | "final"): Issue[] {
  const label = variable.label || variable.key;
  const min = Math.max(variable.minItems ?? 0, variable.required ? 1 : 0);
  const max = variable.maxItems ?? MAX_LIST_ITEMS;
  if (value === undefined || value === null) {
    return mode === "final" && min > 0 ? [{ path: [], message: DOCUMENT_MESSAGES.listTooShort(label, min) }] : [];
  }
  if (!Array.isArray(value)) return [{ path: [], message: DOCUMENT_MESSAGES.listInvalid }];
  const issues: Issue[] = [];
  if (value.length > max) issues.push({ path: [], message: DOCUMENT_MESSAGES.listTooLong(label, max) });
  if (mode === "final" && value.length < min)
    issues.push({ path: [], message: DOCUMENT_MESSAGES.listTooShort(label, min) });
  const fields = variable.fields ?? [];
  value.slice(0, max).forEach((item: unknown, i) => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      issues.push({ path: [i], message: DOCUMENT_MESSAGES.itemInvalid });
      return;
    }
    const record = item as Record<string, unknown>;
    for (const key of Object.keys(record))
      if (!fields.some((f) => f.key === key))
        issues.push({ path: [i, key], message: DOCUMENT_MESSAGES.unknownField(key) });
    for (const f of fields) {
      const message = variableValueError(f, record[f.key], mode);
      if (message) issues.push({ path: [i, f.key], message });
    }
  });
  return issues;
}

/**
 * The values of a document form, one rule per variable of the template (spec 3 §5): the schema the
 * web form uses with zodResolver and the server applies to every save. Dates are yyyy-mm-dd;
 * booleans true/false; numbers a number or a decimal string ("1.234,5" too); a Lista an array of
 * items. Unknown keys are refused. Each issue is at the variable's key.
 *
 * With the template's body (issue 24), a variable used only in sections the values hide is neither
 * checked nor kept: the output drops it, so what is stored is what the document shows.
 */
export function documentValuesSchema(
  variables: readonly VariableDefinition[],
  options: { mode: "draft" | "final"; content?: string },
) {
  const byKey = new Map(variables.map((v) => [v.key, v]));
  const hiddenOf = (values: Record<string, unknown>) =>
    options.content ? hiddenKeys(options.content, variables, values) : new Set<string>();
  return z
    .record(z.string(), z.unknown(), { error: "Valores inválidos" })
    .superRefine((values, ctx) => {
      if (JSON.stringify(values).length > MAX_VALUES_BYTES) {
        ctx.addIssue({ code: "custom", path: [], message: DOCUMENT_MESSAGES.tooLong });
        return;
      }
      for (const key of Object.keys(values)) {
        if (!byKey.has(key))
          ctx.addIssue({ code: "custom", path: [key], message: DOCUMENT_MESSAGES.unknownField(key) });
      }
      const hidden = hiddenOf(values);
      for (const variable of variables) {
        if (hidden.has(variable.key)) continue;
        const value = values[variable.key];
        if (variable.type === "list") {
          for (const issue of listValueIssues(variable, value, options.mode))
            ctx.addIssue({ code: "custom", path: [variable.key, ...issue.path], message: issue.message });
          continue;
        }
        const message = variableValueError(variable, value, options.mode);
        if (message) ctx.addIssue({ code: "custom", path: [variable.key], message });
      }
    })
    .transform((values) => {
      const hidden = hiddenOf(values);
      return hidden.size ? Object.fromEntries(Object.entries(values).filter(([k]) => !hidden.has(k))) : values;
    });
}
