import type { SQL } from "drizzle-orm";
import type { PgTable, PgView, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { notFound } from "../errors/app-error";
import type { Db, Tx } from "./client";

/**
 * The one record `where` picks in `source` (its id, within the caller's scope when the table has
 * one), read as `columns`; a 404 with `notFoundMessage` when there is none.
 */
export async function oneRowOr404<Fields extends SelectedFields>(
  db: Db | Tx,
  query: { columns: Fields; source: PgTable | PgView; where: SQL | undefined },
  notFoundMessage: string,
): Promise<SelectResultFields<Fields>> {
  const [row] = (await db
    .select(query.columns as SelectedFields)
    .from(query.source)
    .where(query.where)
    .limit(1)) as unknown[] as SelectResultFields<Fields>[];
  if (!row) throw notFound(notFoundMessage);
  return row;
}
