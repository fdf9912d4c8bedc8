import { z } from "zod";
import { labelledValues } from "../shared/fields";

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
  list: "Lista",
});
export type VariableType = (typeof VARIABLE_TYPES)[number];
/** The types a Lista's sub-field may have: every type but Lista (no list inside a list). */
export const SUB_FIELD_TYPES = VARIABLE_TYPES.filter((t) => t !== "list") as Exclude<VariableType, "list">[];

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
  listNeedsField: (name: string) => `A Lista "${name}" deve ter pelo menos um campo`,
  subKeyFormat: (list: string, n: number) =>
    `Campo ${n} da Lista "${list}": a chave deve conter apenas letras, números e _ (sem espaços)`,
  subKeyReserved: (list: string, key: string) =>
    `Campo "${key}" da Lista "${list}": os nomes ${LIST_RESERVED_KEYS.join(", ")} são reservados`,
  subLabelRequired: (list: string, n: number) => `Campo ${n} da Lista "${list}": o label é obrigatório`,
  subDuplicate: (list: string, key: string) => `A Lista "${list}" tem o campo "${key}" duplicado`,
  subSelectNeedsOption: (list: string, key: string) =>
    `Campo "${key}" da Lista "${list}" do tipo "Lista de Opções" deve ter pelo menos uma opção`,
  minOverMax: (name: string) => `Na Lista "${name}", o mínimo de itens não pode passar do máximo`,
} as const;

/** Names a list's sub-field may not take: they are the item's index, the count and the sums. */
export const LIST_RESERVED_KEYS = ["indice", "quantidade", "soma"] as const;
export const MAX_LIST_FIELDS = 20;
export const MAX_LIST_ITEMS = 500;

/** What a variable and a Lista's sub-field both declare; only the types each may take differ. */
const fieldShape = <T extends z.ZodType>(type: T) => ({
  key: z.string().trim().max(100, "Chave muito longa").default(""),
  label: z.string().trim().max(200, "Label muito longo").default(""),
  type,
  required: z.boolean().default(false),
  options: z
    .array(z.string().max(500, "Opção muito longa"))
    .max(MAX_OPTIONS, `No máximo ${MAX_OPTIONS} opções`)
    .default([])
    .transform(cleanOptions),
});

/** One typed sub-field of a Lista (e.g. parcelas: numero, vencimento, valor). */
export const subFieldSchema = z.object(
  fieldShape(z.enum(SUB_FIELD_TYPES, { error: "Tipo de campo inválido" }).default("text")),
);
export type SubFieldDefinition = z.infer<typeof subFieldSchema>;
const itemCount = z
  .number({ error: "Quantidade de itens inválida" })
  .int("Quantidade de itens inválida")
  .min(0, "Quantidade de itens inválida")
  .max(MAX_LIST_ITEMS, `No máximo ${MAX_LIST_ITEMS} itens por lista`);

/** One element of variables_schema. name, placeholder and validation are only read (older templates). */
export const variableDefinitionSchema = z.object({
  ...fieldShape(z.enum(VARIABLE_TYPES, { error: "Tipo de variável inválido" }).default("text")),
  /** Lista only: its sub-fields and how many items it takes. */
  fields: z.array(subFieldSchema).max(MAX_LIST_FIELDS, `No máximo ${MAX_LIST_FIELDS} campos por lista`).optional(),
  minItems: itemCount.optional(),
  maxItems: itemCount.optional(),
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
    if (v.type === "list") issues.push(...listDefinitionIssues(v, i));
  });
  return issues;
}

/** The rules of a Lista's own definition: at least one well-named sub-field, min ≤ max. */
function listDefinitionIssues(v: VariableDefinition, i: number): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const name = v.label || v.key;
  const fields = v.fields ?? [];
  if (fields.length === 0) issues.push({ path: [i, "fields"], message: VARIABLE_MESSAGES.listNeedsField(name) });
  const seen = new Set<string>();
  fields.forEach((f, j) => {
    const path = [i, "fields", j];
    if (!VARIABLE_KEY_PATTERN.test(f.key))
      issues.push({ path: [...path, "key"], message: VARIABLE_MESSAGES.subKeyFormat(name, j + 1) });
    else if ((LIST_RESERVED_KEYS as readonly string[]).includes(f.key))
      issues.push({ path: [...path, "key"], message: VARIABLE_MESSAGES.subKeyReserved(name, f.key) });
    else if (seen.has(f.key))
      issues.push({ path: [...path, "key"], message: VARIABLE_MESSAGES.subDuplicate(name, f.key) });
    seen.add(f.key);
    if (!f.label) issues.push({ path: [...path, "label"], message: VARIABLE_MESSAGES.subLabelRequired(name, j + 1) });
    if (f.type === "select" && f.options.length === 0)
      issues.push({ path: [...path, "options"], message: VARIABLE_MESSAGES.subSelectNeedsOption(name, f.key) });
  });
  if ((v.minItems ?? 0) > (v.maxItems ?? MAX_LIST_ITEMS))
    issues.push({ path: [i, "minItems"], message: VARIABLE_MESSAGES.minOverMax(name) });
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

/** The placeholder written into a template body for a key, with a formatter if any: {{valor|extenso}}. */
export const placeholderOf = (key: string, formatter = "") => `{{${key}${formatter ? `|${formatter}` : ""}}}`;
