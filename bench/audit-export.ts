/**
 * Audit export bench (issue 27, decision 0051) on the local PostgreSQL, in its own database
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/minuta_audit_export_bench, created
 * when missing): the export job's file builder (`buildAuditFile`, the job's own function) over the
 * largest export allowed (AUDIT_EXPORT_MAX_ROWS rows of one account), as CSV and as XLSX — time, file
 * size and the process's peak resident memory, which the page-by-page build keeps bounded.
 * Run: `npx tsx bench/audit-export.ts`.
 */
import pg from "pg";
import { AUDIT_EXPORT_MAX_ROWS } from "../src/domain/audit/audit";
import { buildAuditFile } from "../src/server/modules/audit/export-audit";
import { openPostgres } from "../src/server/platform/db/client";
import { ensureDatabase } from "./postgres-database";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/minuta_audit_export_bench";
const ACCOUNT = "00000000-0000-4000-8000-000000000027";

await ensureDatabase(url);
const database = openPostgres(url);
await database.migrate();
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query("select count(*)::int as n from audit_events where account_id = $1", [ACCOUNT]);
if ((rows[0]?.n ?? 0) < AUDIT_EXPORT_MAX_ROWS) {
  // Fake hashes: this database is for timing only (audit:verify would flag them).
  await client.query(
    `insert into audit_events (account_id, actor_kind, actor_id, action, target_type, target_id, changes, ip, user_agent, created_at, hash)
     select $1::uuid, 'user', 'bench-user-' || (g % 50), 'document.updated', 'document', md5('doc' || g),
            jsonb_build_object('title', 'Contrato de prestação de serviços nº ' || g, 'status', 'finalized'),
            '10.0.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 (X11; Linux x86_64) bench',
            now() - (g || ' seconds')::interval, md5('h' || g)
     from generate_series(1, $2::int) g`,
    [ACCOUNT, AUDIT_EXPORT_MAX_ROWS - (rows[0]?.n ?? 0)],
  );
  await client.query("analyze audit_events");
}
await client.end();

for (const format of ["csv", "xlsx"] as const) {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const file = await buildAuditFile(database.db, { format, filters: { accountId: ACCOUNT } });
  const ms = performance.now() - started;
  clearInterval(sampler);
  console.log(
    `${format}: ${file.rows.toLocaleString("pt-BR")} registros em ${(ms / 1000).toFixed(1)} s · ` +
      `${(file.body.length / 1_048_576).toFixed(1)} MB · pico de memória +${((peak - baseline) / 1_048_576).toFixed(0)} MB ` +
      `(RSS ${(peak / 1_048_576).toFixed(0)} MB)`,
  );
}
await database.close();
