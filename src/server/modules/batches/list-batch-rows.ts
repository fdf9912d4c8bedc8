import { and, asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { BatchRowStatus } from "../../../domain/batches/batches";
import type { BatchRow, BatchRowsQuery } from "../../../domain/batches/views";
import type { Page } from "../../../domain/shared/list";
import { documentBatchRows as rows } from "../../db/tables/batches";
import type { Db } from "../../platform/db/client";
import { listPage } from "../../platform/db/list-page";
import { ROW_FILTERS, rowViewStatus, visibleBatch } from "./batch-views";

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
