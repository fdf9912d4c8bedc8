import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_TABLE_NAMES } from "../../src/domain/shared/live-tables";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import { TABLE_QUERY_KEYS } from "../../src/web/lib/live-updates";
import { createTestContext, type TestContext } from "../helpers/app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the one list of watched tables (src/domain/shared/live-tables.ts)", () => {
  it("matches the notify triggers of the migrated database, both ways", async () => {
    const rows = await rawRows<{ table_name: string; trigger_name: string }>(
      ctx.db,
      sql`
        select c.relname as table_name, t.tgname as trigger_name
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and p.proname = 'minuta_notify_change'`,
    );
    const triggered = rows.map((r) => r.table_name).sort();
    // A watched table without a trigger never sends anything; a trigger on an unlisted table reaches no one.
    expect(LIVE_TABLE_NAMES.filter((t) => !triggered.includes(t))).toEqual([]);
    expect(triggered.filter((t) => !(LIVE_TABLE_NAMES as string[]).includes(t))).toEqual([]);
    for (const r of rows) expect(r.trigger_name).toBe(`${r.table_name}_notify`);
  });

  it("every watched table is a real table, and the web names no other", async () => {
    const tables = (
      await rawRows<{ table_name: string }>(
        ctx.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )
    ).map((r) => r.table_name);
    expect(LIVE_TABLE_NAMES.filter((t) => !tables.includes(t))).toEqual([]);
    const webTables = Object.keys(TABLE_QUERY_KEYS);
    expect(webTables.filter((t) => !(LIVE_TABLE_NAMES as string[]).includes(t))).toEqual([]);
    expect(LIVE_TABLE_NAMES.filter((t) => !webTables.includes(t))).toEqual([]);
  });
});
