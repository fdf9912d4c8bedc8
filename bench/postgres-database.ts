import pg from "pg";

/** Creates the bench's own PostgreSQL database named in `url` when it is missing (benches never touch `test`). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  const { rows } = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (!rows[0]) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
}
