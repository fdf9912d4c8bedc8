import type { Actor } from "../../../domain/auth/permissions";
import { type BatchRowIssue, type Cell, checkRow, mapColumns } from "../../../domain/batches/batches";
import type { BatchUploadQuery } from "../../../domain/batches/views";
import { documentBatches, documentBatchRows } from "../../db/tables/batches";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { usableTemplate } from "../documents";
import { readSheet } from "./spreadsheet";

/** Rows inserted per statement (well under PostgreSQL's 65 535 parameters). */
const INSERT_CHUNK = 500;

/** A cell as text, for the errors download and the row preview (dates as dd/mm/aaaa). */
const cellText = (c: Cell) =>
  c === null
    ? ""
    : c instanceof Date
      ? c.toISOString().slice(0, 10).split("-").reverse().join("/")
      : typeof c === "boolean"
        ? c
          ? "Sim"
          : "Não"
        : String(c);

/**
 * Reads the spreadsheet, checks every row by the document form's rules and stores the batch with its
 * validation report (issues per row). Nothing is created here: the documents come after the
 * confirmation. A file-level problem (unreadable, unknown or missing columns) is a 400 and stores nothing.
 */
export async function uploadBatch(
  db: Db,
  actor: Actor,
  query: Required<Pick<BatchUploadQuery, "templateId" | "documentStatus" | "fileName">>,
  bytes: Uint8Array,
): Promise<string> {
  const template = await usableTemplate(db, actor, query.templateId);
  const sheet = await readSheet(bytes);
  const mode = query.documentStatus === "finalized" ? "final" : "draft";
  const mapped = mapColumns(sheet.headers, template.variables, mode);
  if ("error" in mapped) throw new AppError("VALIDATION_ERROR", mapped.error, { file: mapped.error });
  const rows = sheet.rows.map((r) => {
    const { input, issues } = checkRow(r.cells, mapped.columns, template.variables, mode, template.templateContent);
    return { rowNumber: r.rowNumber, input, issues, cells: r.cells.map(cellText) };
  });
  const invalid = rows.filter((r) => r.issues.length > 0).length;
  const signatureRows = rows.filter((r) => r.issues.length === 0 && r.input.signers.length > 0).length;
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(documentBatches)
      .values({
        userId: actor.userId,
        corporateAccountId: actor.accountId,
        templateId: template.id,
        templateTitle: template.title,
        fileName: query.fileName,
        documentStatus: query.documentStatus,
        headers: sheet.headers,
        totalRows: rows.length,
        invalidRows: invalid,
        signatureRows,
      })
      .returning({ id: documentBatches.id });
    if (!batch) throw new AppError("SAVE_FAILED");
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx.insert(documentBatchRows).values(
        rows.slice(i, i + INSERT_CHUNK).map((r) => {
          const issues: BatchRowIssue[] = r.issues;
          return {
            batchId: batch.id,
            rowNumber: r.rowNumber,
            // Valid rows wait as pending; the job takes them only once the batch is confirmed (running).
            status: issues.length > 0 ? "invalid" : "pending",
            input: issues.length > 0 ? null : r.input,
            cells: r.cells,
            issues,
          };
        }),
      );
    }
    return batch.id;
  });
}
