import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BatchRowInput, BatchRowIssue } from "../../../domain/batches/batches";
import { BATCH_ROW_STATUSES, BATCH_STATUSES } from "../../../domain/batches/batches";
import { SAVE_STATUSES } from "../../../domain/documents/documents";
import { createdAt, id, oneOf, parentRef, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";
import { generatedDocuments } from "./documents";
import { documentTemplates } from "./templates";

/**
 * One spreadsheet turned into documents (issue 24): validated on upload (nothing created), then
 * confirmed and worked through by the batch job. Progress is counted from the rows; the batch row is
 * touched as the job goes, which is what live updates hear.
 */
export const documentBatches = pgTable(
  "document_batches",
  {
    id: id(),
    userId: userRef("user_id", "cascade").notNull(),
    corporateAccountId: accountRef("cascade"),
    templateId: uuid("template_id").references(() => documentTemplates.id, { onDelete: "set null" }),
    templateTitle: text("template_title").notNull(),
    fileName: text("file_name").notNull(),
    documentStatus: text("document_status").notNull(),
    status: text("status").notNull().default("validated"),
    headers: jsonb("headers").$type<string[]>().notNull().default([]),
    totalRows: integer("total_rows").notNull(),
    invalidRows: integer("invalid_rows").notNull(),
    signatureRows: integer("signature_rows").notNull().default(0),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("document_batch_status_check", sql`${t.status} in (${oneOf(BATCH_STATUSES)})`),
    check("document_batch_document_status_check", sql`${t.documentStatus} in (${oneOf(SAVE_STATUSES)})`),
    index("document_batches_user_idx").on(t.userId, t.createdAt),
    index("document_batches_account_idx").on(t.corporateAccountId, t.createdAt),
  ],
);

/**
 * One data row of a batch. invalid (issues, never created) | pending → created (its document inserted in
 * the same transaction: exactly once) → done (PDF, deliveries and signature request handled) | failed.
 */
export const documentBatchRows = pgTable(
  "document_batch_rows",
  {
    id: id(),
    batchId: parentRef("batch_id", () => documentBatches.id),
    rowNumber: integer("row_number").notNull(),
    status: text("status").notNull(),
    input: jsonb("input").$type<BatchRowInput>(),
    cells: jsonb("cells").$type<string[]>().notNull().default([]),
    issues: jsonb("issues").$type<BatchRowIssue[]>().notNull().default([]),
    error: text("error"),
    documentId: uuid("document_id").references(() => generatedDocuments.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("document_batch_row_status_check", sql`${t.status} in (${oneOf(BATCH_ROW_STATUSES)})`),
    uniqueIndex("document_batch_rows_unique").on(t.batchId, t.rowNumber),
    index("document_batch_rows_status_idx").on(t.batchId, t.status, t.rowNumber),
  ],
);
