import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/platform/db/client";

// A new DATA_DIR starts from an empty cluster made at build time (scripts/build-server.mjs) instead
// of running initdb at its first start; this makes one the same way.
describe("openDatabase on a new DATA_DIR", () => {
  let dir: string;
  let template: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "minuta-open-db-"));
    template = join(dir, "template.tar.gz");
    const pglite = await PGlite.create();
    writeFileSync(template, Buffer.from(await (await pglite.dumpDataDir("gzip")).arrayBuffer()));
    await pglite.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("starts from the template, migrates, and keeps its data at the next start", async () => {
    const dataDir = join(dir, "data-a");
    const first = await openDatabase({ dataDir, template });
    expect(existsSync(join(dataDir, "pgdata", "PG_VERSION"))).toBe(true);
    await first.migrate();
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('ainda aqui')`);
    await first.close();

    const second = await openDatabase({ dataDir, template });
    const result = (await second.db.execute(sql`select v from kept`)) as unknown as { rows: { v: string }[] };
    expect(result.rows).toEqual([{ v: "ainda aqui" }]);
    await second.close();
  });

  it("falls back to initdb when the template cannot be used", async () => {
    const broken = join(dir, "broken.tar.gz");
    writeFileSync(broken, "not a tarball");
    const dataDir = join(dir, "data-b");
    const database = await openDatabase({ dataDir, template: broken });
    await database.migrate();
    const result = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(result.rows).toEqual([{ one: 1 }]);
    await database.close();
  });
});
