import type { SQL } from "drizzle-orm";
import type { PgTable, PgView, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { PAGE_SIZE, type Page, pageOffset } from "../../../domain/shared/list";
import type { Db, Tx } from "./client";

/**
 * One page of an admin list (conventions: `Page<T>`, 10 per page, exact total). `rows` applies the
 * limit and offset it is given to its own query; the total counts `source` under `where`, in parallel.
 */
export async function listPage<Row, Item>(
  db: Db | Tx,
  page: number,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  total: { source: PgTable | PgView; where: SQL | undefined },
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [found, n] = await Promise.all([rows(PAGE_SIZE, pageOffset(page)), db.$count(total.source, total.where)]);
  return { items: found.map(toItem), total: Number(n), page, pageSize: PAGE_SIZE };
}

/** listPage of one table or view: its `columns` under `where`, ordered by `orderBy`. */
export function listSourcePage<Fields extends SelectedFields, Item>(
  db: Db | Tx,
  page: number,
  query: { columns: Fields; source: PgTable | PgView; where: SQL | undefined; orderBy: SQL[] },
  toItem: (row: SelectResultFields<Fields>) => Item,
): Promise<Page<Item>> {
  const { columns, source, where, orderBy } = query;
  return listPage(
    db,
    page,
    (limit, offset) =>
      db
        .select(columns as SelectedFields)
        .from(source)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as Promise<unknown[]> as Promise<SelectResultFields<Fields>[]>,
    { source, where },
    toItem,
  );
}
