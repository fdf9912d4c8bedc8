import { z } from "zod";
import { isValidPhone } from "./brazil";
import { checkAutoSendRecipients, documentValuesSchema, isValidEmail, SAVE_STATUSES } from "./documents";
import { signatureRequestBodySchema } from "./signatures";
import type { VariableDefinition, VariableType } from "./variables";

/**
 * Many documents from one spreadsheet (issue 24): how a spreadsheet's header row maps to a template's
 * variables and to the fixed columns (recipient, auto-send, signers), how a cell becomes a form value,
 * and the row's check — the same Zod rules as the document form (documentValuesSchema), so a row the
 * batch accepts is one the form would accept. Pure and isomorphic: the server parses the file, the
 * web shows the same messages.
 */

export const MAX_BATCH_ROWS = 5000;
export const MAX_BATCH_BYTES = 10 * 1024 * 1024;
/** Signer columns offered by the model spreadsheet: "Signatário 1 - Nome", "Signatário 1 - E-mail"… */
export const BATCH_SIGNERS = 3;

export const BATCH_MESSAGES = {
  emptyFile: "A planilha está vazia: preencha a linha de cabeçalho e ao menos uma linha de dados.",
  noRows: "A planilha não tem nenhuma linha de dados abaixo do cabeçalho.",
  tooManyRows: `A planilha tem linhas demais: no máximo ${MAX_BATCH_ROWS} por lote.`,
  tooLarge: `A planilha excede o tamanho máximo de ${MAX_BATCH_BYTES / 1024 / 1024} MB.`,
  unreadable: "Não foi possível ler a planilha. Envie um arquivo .xlsx ou .csv.",
  unknownColumns: (names: string[]) =>
    `Colunas que não correspondem a nenhum campo do modelo: ${names.join(", ")}. Baixe a planilha modelo para ver os nomes aceitos.`,
  duplicateColumn: (name: string) => `A coluna "${name}" aparece mais de uma vez.`,
  missingColumns: (names: string[]) => `Faltam colunas obrigatórias: ${names.join(", ")}.`,
  unsupportedType: (label: string) =>
    `O campo "${label}" é de um tipo que ainda não pode ser preenchido por planilha (listas). Gere estes documentos pelo formulário.`,
  booleanInvalid: "Use Sim ou Não",
  dateInvalid: "Data inválida: use dd/mm/aaaa",
  moneyInvalid: "Valor em reais inválido (ex.: 1.500,00)",
  signersNeedFinalized: "Assinaturas só podem ser solicitadas para documentos finalizados.",
  signerIncomplete: (n: number) => `Signatário ${n}: informe nome e e-mail`,
  notFound: "Lote não encontrado",
  notValidated: "Este lote já foi confirmado ou não tem linhas válidas.",
  nothingValid: "Nenhuma linha válida para gerar documentos.",
  signatureLimit: (plan: string, max: number, over: number) =>
    `O lote passaria do limite mensal de ${max} assinaturas do plano ${plan} em ${over}. Remova ${over} linha(s) com signatários ou aguarde o próximo mês.`,
  signatureFailed: (reason: string) => `Documento criado, mas a assinatura não foi solicitada: ${reason}`,
  rowFailed: "Não foi possível criar o documento desta linha.",
} as const;

/** The fixed (non-variable) columns, by the key a row stores and the header the model writes. */
export const FIXED_COLUMNS = {
  recipientEmail: "E-mail do destinatário",
  recipientPhone: "WhatsApp do destinatário",
  autoSendEmail: "Enviar por e-mail",
  autoSendWhatsapp: "Enviar por WhatsApp",
} as const;
export type FixedColumn = keyof typeof FIXED_COLUMNS;
export const signerHeader = (n: number, part: "name" | "email") =>
  `Signatário ${n} - ${part === "name" ? "Nome" : "E-mail"}`;

/** The variable types a cell can hold; anything else (the list variables) refuses the batch. */
const CELL_TYPES: ReadonlySet<VariableType> = new Set<VariableType>([
  "text",
  "number",
  "money",
  "date",
  "boolean",
  "select",
  "textarea",
  "cpf",
  "cnpj",
  "email",
  "phone",
]);
export const batchableVariable = (v: { type: string }) => CELL_TYPES.has(v.type as VariableType);

/** Header text compared without case, accents, extra spaces or a trailing "*" (required mark). */
export const normalizeHeader = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\*\s*$/, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();

export type ColumnTarget =
  | { kind: "variable"; variable: VariableDefinition }
  | { kind: "fixed"; key: FixedColumn }
  | { kind: "signer"; n: number; part: "name" | "email" };

/** Maps each header to a target; a file-level Portuguese error for unknown, duplicate or missing columns. */
export function mapColumns(
  headers: readonly string[],
  variables: readonly VariableDefinition[],
  mode: "draft" | "final",
): { columns: (ColumnTarget | null)[] } | { error: string } {
  const unsupported = variables.find((v) => !batchableVariable(v));
  if (unsupported) return { error: BATCH_MESSAGES.unsupportedType(unsupported.label || unsupported.key) };
  const byName = new Map<string, ColumnTarget>();
  for (const v of variables) {
    byName.set(normalizeHeader(v.key), { kind: "variable", variable: v });
    if (v.label) byName.set(normalizeHeader(v.label), { kind: "variable", variable: v });
  }
  for (const [key, label] of Object.entries(FIXED_COLUMNS))
    byName.set(normalizeHeader(label), { kind: "fixed", key: key as FixedColumn });
  for (let n = 1; n <= BATCH_SIGNERS; n++)
    for (const part of ["name", "email"] as const)
      byName.set(normalizeHeader(signerHeader(n, part)), { kind: "signer", n, part });

  const unknown: string[] = [];
  const seen = new Set<string>();
  const columns: (ColumnTarget | null)[] = [];
  for (const header of headers) {
    if (header.trim() === "") {
      columns.push(null);
      continue;
    }
    const target = byName.get(normalizeHeader(header));
    if (!target) {
      unknown.push(header.trim());
      columns.push(null);
      continue;
    }
    const id =
      target.kind === "variable"
        ? `v:${target.variable.key}`
        : target.kind === "fixed"
          ? `f:${target.key}`
          : `s:${target.n}:${target.part}`;
    if (seen.has(id)) return { error: BATCH_MESSAGES.duplicateColumn(header.trim()) };
    seen.add(id);
    columns.push(target);
  }
  if (unknown.length > 0) return { error: BATCH_MESSAGES.unknownColumns(unknown) };
  const missing = variables.filter(
    (v) => mode === "final" && v.required && v.type !== "boolean" && !seen.has(`v:${v.key}`),
  );
  if (missing.length > 0) return { error: BATCH_MESSAGES.missingColumns(missing.map((v) => v.label || v.key)) };
  return { columns };
}

/** A cell as the parsers give it: text, a number, a boolean, a date (xlsx) or nothing. */
export type Cell = string | number | boolean | Date | null;

type Converted = { value: unknown } | { error: string };
const blank = (c: Cell) => c === null || (typeof c === "string" && c.trim() === "");
const two = (n: number) => String(n).padStart(2, "0");

/** Sim/Não as Brazilian spreadsheets write it (also S/N, X, true/false, 1/0). */
export function cellBoolean(cell: Cell): boolean | null | undefined {
  if (blank(cell)) return undefined;
  if (typeof cell === "boolean") return cell;
  if (typeof cell === "number") return cell === 1 ? true : cell === 0 ? false : null;
  const s = normalizeHeader(String(cell));
  if (["sim", "s", "x", "true", "verdadeiro", "1", "yes"].includes(s)) return true;
  if (["nao", "n", "false", "falso", "0", "no"].includes(s)) return false;
  return null;
}

/** Reais as written in a cell ("R$ 1.500,50", "1500,5", "1.500", 1500.5) → whole centavos. */
export function cellCents(cell: Cell): number | null {
  if (typeof cell === "number") return Number.isFinite(cell) && cell >= 0 ? Math.round(cell * 100) : null;
  const s = String(cell)
    .replace(/^R\$\s*/i, "")
    .replace(/\s/g, "");
  let n: number | null = null;
  if (/^\d+([.,]\d{1,2})?$/.test(s)) n = Number(s.replace(",", "."));
  else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(s)) n = Number(s.replaceAll(".", "").replace(",", "."));
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(s)) n = Number(s.replaceAll(",", ""));
  return n === null || !Number.isFinite(n) ? null : Math.round(n * 100);
}

/** dd/mm/aaaa, aaaa-mm-dd or an xlsx date (midnight UTC, as exceljs reads it) → aaaa-mm-dd. */
export function cellDate(cell: Cell): string | null {
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime())
      ? null
      : `${cell.getUTCFullYear()}-${two(cell.getUTCMonth() + 1)}-${two(cell.getUTCDate())}`;
  const s = String(cell).trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    return null;
  return `${y}-${two(Number(m))}-${two(Number(d))}`;
}

const text = (cell: Cell) => (cell instanceof Date ? (cellDate(cell) ?? "") : String(cell).trim());

/** One cell → the value the form would send for that variable (or the row's error for it). */
export function cellValue(variable: VariableDefinition, cell: Cell): Converted {
  if (blank(cell)) return { value: undefined };
  switch (variable.type) {
    case "boolean": {
      const b = cellBoolean(cell);
      return b === null ? { error: BATCH_MESSAGES.booleanInvalid } : { value: b };
    }
    case "money": {
      const cents = cellCents(cell);
      return cents === null ? { error: BATCH_MESSAGES.moneyInvalid } : { value: cents };
    }
    case "date": {
      const d = cellDate(cell);
      return d === null ? { error: BATCH_MESSAGES.dateInvalid } : { value: d };
    }
    case "number":
      return { value: typeof cell === "number" ? cell : text(cell) };
    // A CPF/CNPJ typed into a number cell loses its leading zeros.
    case "cpf":
      return { value: typeof cell === "number" ? String(cell).padStart(11, "0") : text(cell) };
    case "cnpj":
      return { value: typeof cell === "number" ? String(cell).padStart(14, "0") : text(cell) };
    default:
      return { value: text(cell) };
  }
}

export const batchSignerSchema = z.object({ name: z.string(), email: z.string() });

/** What a valid row becomes: the document body's variable parts and its signers. */
export interface BatchRowInput {
  values: Record<string, unknown>;
  recipientEmail: string | null;
  recipientPhone: string | null;
  autoSendEmail: boolean;
  autoSendWhatsapp: boolean;
  signers: { name: string; email: string }[];
}
export interface BatchRowIssue {
  field: string;
  message: string;
}

/** One data row checked by the form's own rules; `issues` empty when the row can become a document. */
export function checkRow(
  cells: readonly Cell[],
  columns: readonly (ColumnTarget | null)[],
  variables: readonly VariableDefinition[],
  mode: "draft" | "final",
): { input: BatchRowInput; issues: BatchRowIssue[] } {
  const issues: BatchRowIssue[] = [];
  const input: BatchRowInput = {
    values: {},
    recipientEmail: null,
    recipientPhone: null,
    autoSendEmail: false,
    autoSendWhatsapp: false,
    signers: [],
  };
  const signers = new Map<number, { name: string; email: string }>();
  columns.forEach((target, i) => {
    const cell = cells[i] ?? null;
    if (!target) return;
    if (target.kind === "variable") {
      const converted = cellValue(target.variable, cell);
      if ("error" in converted)
        issues.push({ field: target.variable.label || target.variable.key, message: converted.error });
      else if (converted.value !== undefined) input.values[target.variable.key] = converted.value;
    } else if (target.kind === "fixed") {
      if (target.key === "autoSendEmail" || target.key === "autoSendWhatsapp") {
        const b = cellBoolean(cell);
        if (b === null) issues.push({ field: FIXED_COLUMNS[target.key], message: BATCH_MESSAGES.booleanInvalid });
        else input[target.key] = b ?? false;
      } else if (!blank(cell)) input[target.key] = text(cell);
    } else if (!blank(cell)) {
      const s = signers.get(target.n) ?? { name: "", email: "" };
      s[target.part] = text(cell);
      signers.set(target.n, s);
    }
  });
  const labelOf = new Map(variables.map((v) => [v.key, v.label || v.key]));
  const parsed = documentValuesSchema(variables, { mode }).safeParse(input.values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      issues.push({ field: labelOf.get(key) ?? key, message: issue.message });
    }
  if (input.recipientEmail && !isValidEmail(input.recipientEmail))
    issues.push({ field: FIXED_COLUMNS.recipientEmail, message: "E-mail inválido" });
  if (input.recipientPhone && !isValidPhone(input.recipientPhone))
    issues.push({ field: FIXED_COLUMNS.recipientPhone, message: "Telefone inválido" });
  checkAutoSendRecipients(input, {
    addIssue: (i: { path?: PropertyKey[]; message?: string }) =>
      issues.push({ field: FIXED_COLUMNS[i.path?.[0] as FixedColumn], message: i.message ?? "" }),
  } as unknown as z.RefinementCtx);
  checkSigners(
    [...signers.entries()].sort(([a], [b]) => a - b),
    mode,
    input,
    issues,
  );
  return { input, issues };
}

function checkSigners(
  entries: [number, { name: string; email: string }][],
  mode: "draft" | "final",
  input: BatchRowInput,
  issues: BatchRowIssue[],
) {
  if (entries.length === 0) return;
  if (mode !== "final") {
    issues.push({ field: signerHeader(entries[0]?.[0] ?? 1, "name"), message: BATCH_MESSAGES.signersNeedFinalized });
    return;
  }
  for (const [n, s] of entries) {
    if (!s.name || !s.email)
      issues.push({ field: signerHeader(n, s.name ? "email" : "name"), message: BATCH_MESSAGES.signerIncomplete(n) });
  }
  // The signature request's own schema: the same rules as the request form.
  const parsed = signatureRequestBodySchema.safeParse({
    recipients: entries.map(([, s], i) => ({ signer_name: s.name, signer_email: s.email, order_sequence: i + 1 })),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const n = entries[Number(issue.path[1] ?? 0)]?.[0] ?? 1;
      const part = issue.path[2] === "signer_email" ? "email" : "name";
      if (!issues.some((i) => i.field.startsWith(`Signatário ${n}`)))
        issues.push({ field: signerHeader(n, part), message: issue.message });
    }
  input.signers = entries.map(([, s]) => s);
}

/** What documents the batch creates: drafts or finalized ones (the form's two save statuses). */
export const batchDocumentStatusSchema = z.enum(SAVE_STATUSES, { error: "Status inválido" });
