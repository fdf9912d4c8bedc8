import { desc } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { Batch } from "../../../domain/batches/views";
import type { Page } from "../../../domain/shared/list";
import { documentBatches as batches } from "../../db/tables/batches";
import type { Db } from "../../platform/db/client";
import { listPage } from "../../platform/db/list-page";
import { batchVisibleSql, rowCounts, view } from "./batch-views";

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
