import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import {
  AUDIT_ACTOR_LABELS,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_MESSAGES,
  type AuditFilters,
  type AuditItem,
  auditActionLabel,
} from "../../../domain/audit";
import { isSuperAdmin } from "../../../domain/permissions";
import type { Db } from "../../platform/db/client";
import { rawRows } from "../../platform/db/raw-rows";
import { AppError } from "../../platform/errors/app-error";
import type { Actor } from "../auth";
import { auditWhere, selectAudit } from "./list-audit";
import { recordAudit } from "./record-audit";
import { auditEvents } from "./schema";

const HEADER = [
  "Data e hora (UTC)",
  "Conta",
  "Autor",
  "Tipo de autor",
  "Ação",
  "Alvo",
  "Id do alvo",
  "Alterações",
  "IP",
  "Navegador",
];

const row = (r: AuditItem) => [
  r.createdAt,
  r.accountName ?? (r.accountId ? r.accountId : "Plataforma"),
  r.actorName ?? r.actorId ?? "",
  AUDIT_ACTOR_LABELS[r.actorKind],
  auditActionLabel(r.action),
  r.targetType ?? "",
  r.targetId ?? "",
  JSON.stringify(r.changes),
  r.ip ?? "",
  r.userAgent ?? "",
];

/** A spreadsheet must not run what the trail holds: a cell starting with = + - @ is kept as text. */
const inert = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
const csvCell = (v: string) => `"${inert(v).replaceAll('"', '""')}"`;

/**
 * The filtered trail as a file, streamed in the request: bounded at 50,000 rows (decision 0039), refused
 * in Portuguese above that before anything is written. The export itself is recorded in the trail.
 */
export async function exportAudit(
  db: Db,
  actor: Actor,
  q: AuditFilters & { format: "csv" | "xlsx" },
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const where = auditWhere(actor, q);
  const [counted] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${auditEvents} where ${where ?? sql`true`} limit ${AUDIT_EXPORT_MAX_ROWS + 1}) s`,
  );
  if ((counted?.n ?? 0) > AUDIT_EXPORT_MAX_ROWS) throw new AppError("EXPORT_TOO_LARGE", AUDIT_MESSAGES.exportTooLarge);
  const items = await selectAudit(db, where, AUDIT_EXPORT_MAX_ROWS);
  const accountId = isSuperAdmin(actor)
    ? q.accountId && q.accountId !== "platform"
      ? q.accountId
      : null
    : actor.accountId;
  const { format, ...filters } = q;
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      accountId,
      action: "audit.exported",
      target: { type: "audit", id: null },
      changes: { format, rows: items.length, filters },
    }),
  );
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === "csv") {
    const lines = [HEADER, ...items.map(row)].map((cells) => cells.map(csvCell).join(";"));
    // BOM: Excel opens UTF-8 with accents right; ";" is the separator a Brazilian Excel expects.
    return {
      body: Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8"),
      contentType: "text/csv; charset=utf-8",
      fileName: `trilha-de-auditoria-${stamp}.csv`,
    };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Trilha de auditoria");
  sheet.addRow(HEADER).font = { bold: true };
  for (const r of items) sheet.addRow(row(r).map(inert));
  return {
    body: Buffer.from(await book.xlsx.writeBuffer()),
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    fileName: `trilha-de-auditoria-${stamp}.xlsx`,
  };
}
