import type { Actor } from "../../../domain/auth/permissions";
import type { Batch } from "../../../domain/batches/views";
import type { Db, Tx } from "../../platform/db/client";
import { rowCounts, view, visibleBatch } from "./batch-views";

export async function getBatch(db: Db | Tx, actor: Actor, id: string): Promise<Batch> {
  const b = await visibleBatch(db, actor, id);
  return view(b, (await rowCounts(db, [b.id])).get(b.id));
}
