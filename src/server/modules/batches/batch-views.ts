import { and, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { BATCH_MESSAGES, type BatchRowStatus } from "../../../domain/batches/batches";
import type { Batch, BatchRowViewStatus } from "../../../domain/batches/views";
import { documentScope } from "../../../domain/documents/scope";
import { documentBatches as batches, documentBatchRows as rows } from "../../db/tables/batches";
import type { Db, Tx } from "../../platform/db/client";
import { oneRowOr404 } from "../../platform/db/one-row";

/** Who sees a batch: whoever would see its documents (the document scope, decision 0016). */
export function batchVisibleSql(actor: Actor): SQL | undefined {
  const scope = documentScope(actor);
  if (scope.kind === "all") return undefined;
  if (scope.kind === "account") return eq(batches.corporateAccountId, scope.accountId);
  return eq(batches.userId, scope.userId);
}

type BatchRowRecord = typeof batches.$inferSelect;

type Counts = Record<BatchRowStatus, number>;

export async function rowCounts(db: Db | Tx, ids: string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>();
  if (ids.length === 0) return out;
  const found = await db
    .select({ batchId: rows.batchId, status: rows.status, n: sql<number>`count(*)::int` })
    .from(rows)
    .where(inArray(rows.batchId, ids))
    .groupBy(rows.batchId, rows.status);
  for (const r of found) {
    const c = out.get(r.batchId) ?? { invalid: 0, pending: 0, created: 0, done: 0, failed: 0 };
    c[r.status as BatchRowStatus] = Number(r.n);
    out.set(r.batchId, c);
  }
  return out;
}

export function view(b: BatchRowRecord, c: Counts | undefined): Batch {
  const counts = c ?? { invalid: 0, pending: 0, created: 0, done: 0, failed: 0 };
  return {
    id: b.id,
    templateId: b.templateId,
    templateTitle: b.templateTitle,
    fileName: b.fileName,
    documentStatus: b.documentStatus as Batch["documentStatus"],
    status: b.status as Batch["status"],
    headers: b.headers,
    totalRows: b.totalRows,
    invalidRows: b.invalidRows,
    validRows: b.totalRows - b.invalidRows,
    signatureRows: b.signatureRows,
    createdRows: counts.created + counts.done,
    failedRows: counts.failed,
    pendingRows: counts.pending,
    createdAt: b.createdAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    finishedAt: b.finishedAt?.toISOString() ?? null,
  };
}

/** The visible batch row (404 otherwise: another tenant's batch looks like no batch). */
export async function visibleBatch(db: Db | Tx, actor: Actor, id: string): Promise<BatchRowRecord> {
  const where = and(eq(batches.id, id), batchVisibleSql(actor));
  return oneRowOr404(db, { columns: getTableColumns(batches), source: batches, where }, BATCH_MESSAGES.notFound);
}

export const ROW_FILTERS: Record<string, BatchRowStatus[]> = {
  issues: ["invalid", "failed"],
  invalid: ["invalid"],
  valid: ["pending"],
  pending: ["pending"],
  created: ["created", "done"],
  done: ["created", "done"],
  failed: ["failed"],
};

/** A pending row of a batch not confirmed yet is only validated: nothing has queued it. */
export function rowViewStatus(status: BatchRowStatus, batchStatus: string): BatchRowViewStatus {
  return status === "pending" && batchStatus === "validated" ? "valid" : status;
}
