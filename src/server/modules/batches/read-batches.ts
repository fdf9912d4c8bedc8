import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { Batch, BatchRow, BatchRowsQuery, BatchRowViewStatus } from "../../../domain/batch-views";
import { BATCH_MESSAGES, type BatchRowStatus } from "../../../domain/batches";
import { documentScope } from "../../../domain/document-scope";
import type { Page } from "../../../domain/list";
import type { Actor } from "../../../domain/permissions";
import { documentBatches as batches, documentBatchRows as rows } from "../../db/tables/batches";
import type { Db, Tx } from "../../platform/db/client";
import { listPage } from "../../platform/db/list-page";
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

async function rowCounts(db: Db | Tx, ids: string[]): Promise<Map<string, Counts>> {
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

function view(b: BatchRowRecord, c: Counts | undefined): Batch {
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

export async function getBatch(db: Db | Tx, actor: Actor, id: string): Promise<Batch> {
  const b = await visibleBatch(db, actor, id);
  return view(b, (await rowCounts(db, [b.id])).get(b.id));
}

export async function listBatches(db: Db, actor: Actor, page: number): Promise<Page<Batch>> {
  const where = batchVisibleSql(actor);
  const result = await listPage(
    db,
    page,
    (limit, offset) =>
      db.select().from(batches).where(where).orderBy(desc(batches.createdAt)).limit(limit).offset(offset),
    { source: batches, where },
    (b) => b,
  );
  const counts = await rowCounts(
    db,
    result.items.map((b) => b.id),
  );
  return { ...result, items: result.items.map((b) => view(b, counts.get(b.id))) };
}

const ROW_FILTERS: Record<string, BatchRowStatus[]> = {
  issues: ["invalid", "failed"],
  invalid: ["invalid"],
  valid: ["pending"],
  pending: ["pending"],
  created: ["created", "done"],
  done: ["created", "done"],
  failed: ["failed"],
};

/** A pending row of a batch not confirmed yet is only validated: nothing has queued it. */
function rowViewStatus(status: BatchRowStatus, batchStatus: string): BatchRowViewStatus {
  return status === "pending" && batchStatus === "validated" ? "valid" : status;
}

/** One page of the batch's rows, in file order: the validation table before, the results after. */
export async function listBatchRows(
  db: Db,
  actor: Actor,
  id: string,
  query: { page: number; status?: BatchRowsQuery["status"] },
): Promise<Page<BatchRow>> {
  const b = await visibleBatch(db, actor, id);
  const statuses = query.status ? ROW_FILTERS[query.status] : undefined;
  const where = and(eq(rows.batchId, b.id), statuses ? inArray(rows.status, statuses) : undefined);
  return listPage(
    db,
    query.page,
    (limit, offset) => db.select().from(rows).where(where).orderBy(asc(rows.rowNumber)).limit(limit).offset(offset),
    { source: rows, where },
    (r) => ({
      rowNumber: r.rowNumber,
      status: rowViewStatus(r.status as BatchRowStatus, b.status),
      issues: r.issues,
      error: r.error,
      documentId: r.documentId,
      preview: r.cells
        .filter((c) => c.trim() !== "")
        .slice(0, 3)
        .join(" · ")
        .slice(0, 120),
    }),
  );
}
