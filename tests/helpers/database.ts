import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../src/server/platform/db/client";

let counter = 0;

/** A fresh, migrated and seeded database for one test file (PGlite by default, PostgreSQL with TEST_DATABASE_URL). */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject("pgTemplate");
  if (serverUrl && template) {
    const name = `minuta_t_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return openPostgres(url.toString());
  }
  const dumpFile = inject("pgliteDump");
  if (!dumpFile) {
    throw new Error(
      'global setup did not provide a database template: is this file in the "once" project? (tests/helpers/projects.ts)',
    );
  }
  const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(dumpFile)]) });
  return openPglite(pglite);
}
