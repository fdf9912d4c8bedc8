import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import {
  AUDIT_ACTOR_LABELS,
  type AuditExportFormat,
  type AuditItem,
  auditActionLabel,
} from "../../../domain/audit/audit";
import { auditChangeLines, auditRawRecord, auditTargetText } from "../../../domain/audit/readable";
import type { auditExports } from "../../db/tables/audit";
import { CSV_BOM, csvLine, inertCell } from "../../platform/csv";
import type { Db } from "../../platform/db/client";
import { auditPages, scopedAuditWhere } from "./list-audit";

const HEADER = [
  "Data e hora (horário de Brasília)",
  "Conta",
  "Autor",
  "Tipo de autor",
  "Ação",
  "Alvo",
  "Id do alvo",
  "Alterações",
  "IP",
  "Navegador",
  "Registro técnico (JSON)",
];

/** Rows read per query: bounded memory whatever the export's size. */
const PAGE_ROWS = 5_000;

/** One row as a business user reads it (issue 48), the raw record in the last column. */
const row = (r: AuditItem) => [
  formatDateTimeSeconds(r.createdAt),
  r.accountName ?? (r.accountId ? "Conta excluída" : "Plataforma"),
  r.actorName ?? r.actorId ?? "",
  AUDIT_ACTOR_LABELS[r.actorKind],
  auditActionLabel(r.action),
  auditTargetText(r),
  r.targetId ?? "",
  auditChangeLines(r).join("; "),
  r.ip ?? "",
  r.userAgent ?? "",
  JSON.stringify(auditRawRecord(r)),
];

export const AUDIT_EXPORT_CONTENT_TYPES: Record<AuditExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** dd/MM/yyyy HH:mm:ss in São Paulo: the trail's instants to the second, as a person there reads them. */
const brazilTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "America/Sao_Paulo",
});
const formatDateTimeSeconds = (iso: string) => brazilTime.format(new Date(iso)).replace(",", "");

/** yyyy-MM-dd of an instant in Brazilian time (the day a person in São Paulo would name). */
const brazilDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/** The file's name as the browser saves it: the day (in Brazil) it was asked for. */
export const auditExportFileName = (format: AuditExportFormat, createdAt: Date) =>
  `trilha-de-auditoria-${brazilDay.format(createdAt)}.${format}`;

/**
 * The export's file, built page by page from the filters its request resolved (decision 0051): CSV with a
 * BOM and ";" (what a Brazilian Excel opens with accents right), or a workbook written as a stream.
 */
export async function buildAuditFile(
  db: Db,
  request: Pick<typeof auditExports.$inferSelect, "filters" | "format">,
): Promise<{ body: Buffer; rows: number }> {
  const pages = auditPages(db, scopedAuditWhere(request.filters), PAGE_ROWS);
  let rows = 0;
  if (request.format === "csv") {
    const chunks = [Buffer.from(`${CSV_BOM}${csvLine(HEADER)}`, "utf8")];
    for await (const page of pages) {
      rows += page.length;
      chunks.push(Buffer.from(page.map((r) => csvLine(row(r))).join(""), "utf8"));
    }
    return { body: Buffer.concat(chunks), rows };
  }
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = book.addWorksheet("Trilha de auditoria");
  const header = sheet.addRow(HEADER);
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    rows += page.length;
    for (const r of page) sheet.addRow(row(r).map(inertCell)).commit();
  }
  sheet.commit();
  await book.commit();
  return { body: Buffer.concat(chunks), rows };
}
