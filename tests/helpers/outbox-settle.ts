import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/platform/db/client";
import { rawRows } from "../../src/server/platform/db/raw-rows";

/**
 * In a crash test's restarted worker: runs the outbox's sweep every second until `expected` rows of
 * `table` have left 'pending', then answers how many rows end in each status.
 */
export async function sweepUntilSettled(db: Db, table: string, expected: number, sweep: () => Promise<unknown>) {
  const rows = sql.raw(table);
  for (;;) {
    await sweep();
    const [settled] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${rows} where status <> 'pending'`,
    );
    if ((settled?.n ?? 0) >= expected) break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  return rawRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from ${rows} group by status order by status`,
  );
}
