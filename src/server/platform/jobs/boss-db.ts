import type { PGlite } from "@electric-sql/pglite";

/** The one method pg-boss 10 needs from a database (its `db` constructor option). */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on the embedded PGlite (pg-boss 10 has no adapter of its own). Parameterised statements go
 * through `query()`; pg-boss's parameterless commands are often several statements with their own
 * BEGIN/COMMIT (schema creation, maintenance), which only `exec()` accepts. PGlite serialises every
 * call on one connection, so a command runs whole; after a failure inside an explicit transaction the
 * session would stay aborted for the next caller, so it is rolled back before the error goes on.
 */
export function pgliteBossDb(pglite: PGlite): BossDb {
  return {
    async executeSql(text, values) {
      try {
        if (values && values.length > 0) {
          const result = await pglite.query(text, values);
          return { rows: result.rows };
        }
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (err) {
        if (pglite.isInTransaction()) await pglite.exec("ROLLBACK").catch(() => undefined);
        throw err;
      }
    },
  };
}
