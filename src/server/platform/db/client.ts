import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder, pgdataTemplate } from "../paths";

/** Queries name their tables (modules/<m>/schema.ts); the client carries no schema, so the kernel knows no module. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A database handle: the Drizzle client plus LISTEN support for live updates. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance, when there is one (pg-boss and tests use it). */
  pglite?: PGlite;
  /** The server's address, when on PostgreSQL (pg-boss opens its own pool). */
  connectionString?: string;
}

// node-postgres returns int8 (count(*)) as strings; PGlite returns numbers. Map once here.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function openPglite(pglite: PGlite): Database {
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite,
    async listen(channel, onMessage) {
      const unsubscribe = await pglite.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    async migrate() {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg(pool) as unknown as Db;
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: "postgres",
    connectionString,
    async listen(channel, onMessage) {
      // A dedicated connection: LISTEN does not survive on a pooled one.
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on("notification", (n) => {
        if (n.channel === channel && n.payload) onMessage(n.payload);
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    async migrate() {
      await migratePg(drizzlePg(pool), { migrationsFolder });
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

/** Opens the configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** The empty cluster a new DATA_DIR starts from (tests pass their own). */
  template?: string;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  // A DATA_DIR that does not exist yet is created (production sets secrets by env, so nothing else made it).
  mkdirSync(opts.dataDir, { recursive: true });
  const pgdata = join(opts.dataDir, "pgdata");
  const templateFile = opts.template ?? pgdataTemplate;
  if (!existsSync(join(pgdata, "PG_VERSION")) && existsSync(templateFile)) {
    // A new data directory starts from the cluster made at build time: initdb costs ≈ 3 s of CPU.
    try {
      const template = new Blob([readFileSync(templateFile)]);
      return openPglite(await PGlite.create(pgdata, { loadDataDir: template }));
    } catch (err) {
      console.warn(`[db] modelo do banco inutilizável (${String(err)}); criando do zero.`);
      rmSync(pgdata, { recursive: true, force: true });
    }
  }
  return openPglite(await PGlite.create(pgdata));
}

/** SQLSTATE of a database error, unwrapping Drizzle's wrapper (err.cause.code). */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
