import { z } from "zod";
import { checkAutoSendRecipients, isValidEmail, SAVE_STATUSES } from "../documents/documents";
import { documentValuesSchema } from "../documents/values";
import { isValidPhone } from "../shared/brazil";
import { signatureRequestBodySchema } from "../signatures/signatures";
import type { VariableDefinition } from "../templates/variables";
import { blankCell, type Cell, cellBoolean, cellText, cellValue, normalizeHeader } from "./cells";
import { ItemCollector, type ItemColumn, itemColumnNames, itemHeader } from "./list-columns";
import { BATCH_MESSAGES, BATCH_SIGNERS } from "./messages";

export type { Cell } from "./cells";
export { normalizeHeader } from "./cells";
export {
  BATCH_MESSAGES,
  BATCH_SIGNERS,
  MAX_BATCH_BYTES,
  MAX_BATCH_ROWS,
  MAX_BATCH_UNPACKED_BYTES,
  MAX_BATCH_XLSX_PARTS,
} from "./messages";

/**
 * Many documents from one spreadsheet (issue 24): how a spreadsheet's header row maps to a template's
 * variables and to the fixed columns (recipient, auto-send, signers), how a cell becomes a form value,
 * and the row's check — the same Zod rules as the document form (documentValuesSchema), so a row the
 * batch accepts is one the form would accept. Pure and isomorphic: the server parses the file, the
 * web shows the same messages.
 */

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

export type ColumnTarget =
  | { kind: "variable"; variable: VariableDefinition }
  | { kind: "fixed"; key: FixedColumn }
  | { kind: "signer"; n: number; part: "name" | "email" }
  | ItemColumn;

/** Maps each header to a target; a file-level Portuguese error for unknown, duplicate or missing columns. */
export function mapColumns(
  headers: readonly string[],
  variables: readonly VariableDefinition[],
  mode: "draft" | "final",
): { columns: (ColumnTarget | null)[] } | { error: string } {
  const byName = new Map<string, ColumnTarget>();
  for (const v of variables) {
    if (v.type === "list") {
      for (const [name, target] of itemColumnNames(v)) byName.set(normalizeHeader(name), target);
      continue;
    }
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
          : target.kind === "item"
            ? `i:${target.variable.key}:${target.n}:${target.field.key}`
            : `s:${target.n}:${target.part}`;
    if (seen.has(id)) return { error: BATCH_MESSAGES.duplicateColumn(header.trim()) };
    seen.add(id);
    columns.push(target);
  }
  if (unknown.length > 0) return { error: BATCH_MESSAGES.unknownColumns(unknown) };
  const missing = variables.filter(
    (v) => mode === "final" && v.required && v.type !== "boolean" && v.type !== "list" && !seen.has(`v:${v.key}`),
  );
  if (missing.length > 0) return { error: BATCH_MESSAGES.missingColumns(missing.map((v) => v.label || v.key)) };
  return { columns };
}

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
  /** The template's body: fields of sections the row's values hide are not required (issue 24). */
  content?: string,
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
  const unreadable = new Set<string>();
  const items = new ItemCollector();
  columns.forEach((target, i) => {
    const cell = cells[i] ?? null;
    if (!target) return;
    if (target.kind === "variable") {
      const converted = cellValue(target.variable, cell);
      if ("error" in converted) {
        issues.push({ field: target.variable.label || target.variable.key, message: converted.error });
        unreadable.add(target.variable.key);
      } else if (converted.value !== undefined) input.values[target.variable.key] = converted.value;
    } else if (target.kind === "item") {
      const issue = items.add(target, cell);
      if (issue) issues.push(issue);
      if (issue) unreadable.add(target.variable.key);
    } else if (target.kind === "fixed") {
      if (target.key === "autoSendEmail" || target.key === "autoSendWhatsapp") {
        const b = cellBoolean(cell);
        if (b === null) issues.push({ field: FIXED_COLUMNS[target.key], message: BATCH_MESSAGES.booleanInvalid });
        else input[target.key] = b ?? false;
      } else if (!blankCell(cell)) input[target.key] = cellText(cell);
    } else if (!blankCell(cell)) {
      const s = signers.get(target.n) ?? { name: "", email: "" };
      s[target.part] = cellText(cell);
      signers.set(target.n, s);
    }
  });
  const lists = items.values();
  for (const [key, list] of lists) input.values[key] = list.items;
  const byKey = new Map(variables.map((v) => [v.key, v]));
  const parsed = documentValuesSchema(variables, { mode, content }).safeParse(input.values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      // A cell that could not be read already has its message; "obrigatório" would only repeat it.
      if (unreadable.has(key)) continue;
      issues.push({
        field: issueField(byKey.get(key), issue.path, lists.get(key)?.numbers) ?? key,
        message: issue.message,
      });
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

/** The column an issue is about: a list item's sub-field names its own column ("Parcelas 2 - Valor"). */
function issueField(
  v: VariableDefinition | undefined,
  path: readonly PropertyKey[],
  numbers: readonly number[] | undefined,
): string | undefined {
  if (!v) return undefined;
  const [, index, fieldKey] = path;
  const field = v.fields?.find((f) => f.key === fieldKey);
  if (typeof index === "number" && field) return itemHeader(v, numbers?.[index] ?? index + 1, field);
  return v.label || v.key;
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

/** validated: checked, nothing created; running: confirmed, the job is creating; done: every row handled. */
export const BATCH_STATUSES = ["validated", "running", "done"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_ROW_STATUSES = ["invalid", "pending", "created", "done", "failed"] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];
