import { and, asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { documentBatchRows as rows } from "../../db/tables/batches";
import { csvFile } from "../../platform/csv";
import type { Db } from "../../platform/db/client";
import { recordAudit } from "../audit";
import { visibleBatch } from "./batch-views";
import { toXlsx } from "./workbook";

/**
 * The batch's errors as a table a person fixes the spreadsheet from: one line per problem (row number
 * in the file, field, Portuguese message), then the row's original cells under the file's own headers.
 */
export async function batchErrorsFile(
  db: Db,
  actor: Actor,
  id: string,
  format: "csv" | "xlsx",
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const batch = await visibleBatch(db, actor, id);
  const found = await db
    .select({ rowNumber: rows.rowNumber, issues: rows.issues, error: rows.error, cells: rows.cells })
    .from(rows)
    .where(and(eq(rows.batchId, batch.id), inArray(rows.status, ["invalid", "failed", "done"])))
    .orderBy(asc(rows.rowNumber));
  const table: (string | number)[][] = [["Linha", "Campo", "Erro", ...batch.headers]];
  for (const r of found) {
    for (const issue of r.issues) table.push([r.rowNumber, issue.field, issue.message, ...r.cells]);
    if (r.error) table.push([r.rowNumber, "", r.error, ...r.cells]);
  }
  // The file carries the spreadsheet's cells (personal data): each download is a row of the trail (issue 27: exports).
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      accountId: batch.corporateAccountId,
      action: "batch.errors_exported",
      target: { type: "batch", id: batch.id },
      changes: { format, rows: table.length - 1 },
    }),
  );
  const base = `erros-${batch.fileName.replace(/\.(xlsx|csv)$/i, "").replace(/[^\p{L}\p{N}._-]+/gu, "_")}`;
  return format === "xlsx"
    ? {
        bytes: await toXlsx("Erros", table),
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        fileName: `${base}.xlsx`,
      }
    : { bytes: csvFile(table), contentType: "text/csv; charset=utf-8", fileName: `${base}.csv` };
}
