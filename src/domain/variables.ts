import { z } from "zod";
import { labelledValues } from "./fields";

/**
 * The variable types of a template and their labels, in the order the form offers them: the ten of
 * spec 2 §3 and money (issue 21: a sum in reais, typed with a BRL mask and stored as integer centavos).
 */
export const { values: VARIABLE_TYPES, labels: VARIABLE_TYPE_LABELS } = labelledValues({
  text: "Texto",
  number: "Número",
  money: "Valor em Reais (R$)",
  date: "Data",
  boolean: "Sim/Não",
  select: "Lista de Opções",
  textarea: "Texto Longo",
  cpf: "CPF Brasileiro",
  cnpj: "CNPJ Brasileiro",
  email: "E-mail",
  phone: "Telefone Brasileiro",
});
export type VariableType = (typeof VARIABLE_TYPES)[number];

/** Limits of the form: options box rows, options preview, debug log lines (spec 2 §9). */
export const OPTIONS_TEXTAREA_ROWS = 6;
export const OPTIONS_PREVIEW_COUNT = 8;
export const DEBUG_LOG_LINES = 10;
export const MAX_VARIABLES = 100;
export const MAX_OPTIONS = 200;

/** A key is written inside {{ }}: letters, digits and underscores, not starting with a digit. */
export const VARIABLE_KEY_PATTERN = /^[\p{L}_][\p{L}\p{N}_]*$/u;

export const VARIABLE_MESSAGES = {
  keyRequired: (n: number) => `Chave da variável ${n} é obrigatória`,
  keyFormat: (n: number) => `Chave da variável ${n} deve conter apenas letras, números e _ (sem espaços)`,
  labelRequired: (n: number) => `Label da variável ${n} é obrigatório`,
  duplicateKey: (key: string) => `A chave "${key}" está duplicada`,
  selectNeedsOption: (name: string) =>
    `Variável "${name}" do tipo "${VARIABLE_TYPE_LABELS.select}" deve ter pelo menos uma opção`,
  tooMany: `No máximo ${MAX_VARIABLES} variáveis por modelo`,
} as const;

/** One element of variables_schema. name, placeholder and validation are only read (older templates). */
export const variableDefinitionSchema = z.object({
  key: z.string().trim().max(100, "Chave muito longa").default(""),
  label: z.string().trim().max(200, "Label muito longo").default(""),
  type: z.enum(VARIABLE_TYPES, { error: "Tipo de variável inválido" }).default("text"),
  required: z.boolean().default(false),
  options: z
    .array(z.string().max(500, "Opção muito longa"))
    .max(MAX_OPTIONS, `No máximo ${MAX_OPTIONS} opções`)
    .default([])
    .transform(cleanOptions),
  name: z.string().max(200).optional(),
  placeholder: z.string().max(500).optional(),
  validation: z.string().max(500).optional(),
});
export type VariableDefinition = z.infer<typeof variableDefinitionSchema>;
export type VariableDefinitionInput = z.input<typeof variableDefinitionSchema>;

/** A new variable: empty key and label, type text, not required, no options (spec 2 §3). */
export function newVariable(): VariableDefinition {
  return { key: "", label: "", type: "text", required: false, options: [] };
}

/** Options box text → options: one per line, trimmed, blank lines dropped. */
export function parseOptionsText(text: string): string[] {
  return cleanOptions(text.split(/\r?\n/));
}

export function cleanOptions(options: readonly string[]): string[] {
  return options.map((o) => o.trim()).filter((o) => o.length > 0);
}

/**
 * The rules of spec 2 §5 over a whole list, each issue at its path (`N.key`, `N.label`, `N.options`),
 * N in the message being the 1-based position.
 */
export function variableListIssues(
  vars: readonly VariableDefinition[],
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<string>();
  vars.forEach((v, i) => {
    const n = i + 1;
    if (!v.key) issues.push({ path: [i, "key"], message: VARIABLE_MESSAGES.keyRequired(n) });
    else if (!VARIABLE_KEY_PATTERN.test(v.key))
      issues.push({ path: [i, "key"], message: VARIABLE_MESSAGES.keyFormat(n) });
    else if (seen.has(v.key)) issues.push({ path: [i, "key"], message: VARIABLE_MESSAGES.duplicateKey(v.key) });
    if (v.key) seen.add(v.key);
    if (!v.label) issues.push({ path: [i, "label"], message: VARIABLE_MESSAGES.labelRequired(n) });
    if (v.type === "select" && v.options.length === 0) {
      issues.push({
        path: [i, "options"],
        message: VARIABLE_MESSAGES.selectNeedsOption(v.label || v.key || String(n)),
      });
    }
  });
  return issues;
}

export const variableListSchema = z
  .array(variableDefinitionSchema)
  .max(MAX_VARIABLES, VARIABLE_MESSAGES.tooMany)
  .superRefine((vars, ctx) => {
    for (const issue of variableListIssues(vars)) ctx.addIssue({ code: "custom", ...issue });
  });

/** Reads a stored variables_schema leniently: anything unreadable is dropped, absent means []. */
export function readVariables(stored: unknown): VariableDefinition[] {
  if (!Array.isArray(stored)) return [];
  const out: VariableDefinition[] = [];
  for (const item of stored) {
    const parsed = variableDefinitionSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** Types whose value fits in a document title (one short line); long text and Sim/Não do not. */
const TITLE_TYPES: ReadonlySet<VariableType> = new Set([
  "text",
  "select",
  "cpf",
  "cnpj",
  "email",
  "phone",
  "number",
  "money",
  "date",
]);
export const canCompleteTitle = (v: Pick<VariableDefinition, "type">) => TITLE_TYPES.has(v.type);

/**
 * The variable whose value completes a document's title (issue 21): the template's choice when it is
 * still one of its variables, else the first required text variable, else none.
 */
export function titleVariable(
  variables: readonly VariableDefinition[],
  chosenKey: string | null | undefined,
): VariableDefinition | null {
  const chosen = chosenKey ? variables.find((v) => v.key === chosenKey && canCompleteTitle(v)) : undefined;
  return chosen ?? variables.find((v) => v.type === "text" && v.required) ?? null;
}

/** The placeholder written into a template body for a key. */
export const placeholderOf = (key: string) => `{{${key}}}`;
