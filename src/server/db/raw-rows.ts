import type { SQL } from "drizzle-orm";
import type { Db, Tx } from "./client";

/**
 * Runs raw SQL (views, SQL functions, aggregates Drizzle cannot express) and returns its rows typed.
 * Both drivers answer `{ rows }` (node-postgres and PGlite); int8 is mapped to numbers once in
 * client.ts, so callers see the same values on both. The row type is the caller's promise about the
 * SQL's select list: keep the two side by side.
 */
export async function rawRows<T extends object = Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
