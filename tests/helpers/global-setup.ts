import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { seed } from "../../src/server/db/seed";
import { openPglite, openPostgres } from "../../src/server/platform/db/client";

/**
 * Migrates ONE template database per run (a fresh PGlite costs seconds): a PGlite data dump that each
 * test file loads, or, with TEST_DATABASE_URL, a PostgreSQL template database each test file copies.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `minuta_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    await database.migrate();
    await seed(database.db);
    await database.close();
    project.provide("pgTemplate", name);
    return async () => {
      const rows = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 or datname = $2",
        [`minuta_t_${process.pid}_%`, name],
      );
      for (const r of rows.rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const pglite = await PGlite.create();
  const database = openPglite(pglite);
  await database.migrate();
  await seed(database.db);
  const dump = await pglite.dumpDataDir("none");
  const dir = mkdtempSync(join(tmpdir(), "minuta-test-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteDump", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump?: string;
    pgTemplate?: string;
  }
}
