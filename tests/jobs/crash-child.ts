/**
 * A worker process for the crash test (crash.test.ts): the real Deps and job queue on a real data
 * directory, handling `crash-test` jobs. ENQUEUE=n queues n jobs first; EXPECT=n exits after n
 * distinct jobs have taken effect, printing what happened. Each handled job prints "handled <id>".
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { prepareDatabase } from "../../src/server/bootstrap";
import { buildDeps, closeDeps } from "../../src/server/deps";
import { loadConfig } from "../../src/server/platform/config";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import { defineJob } from "../../src/server/platform/jobs/define-job";

const config = loadConfig({ ...process.env, JOBS_POLL_SECONDS: "0.5", JOBS_MAINTENANCE_SECONDS: "1" });
const deps = await buildDeps(config, { log: { info: () => undefined, warn: () => undefined, error: console.error } });
await prepareDatabase(deps.database, config);
await deps.db.execute(
  sql`create table if not exists crash_test_effects (id int primary key, done_at timestamptz not null default now())`,
);
await deps.db.execute(sql`create table if not exists crash_test_attempts (id int not null, pid int not null)`);

// The idempotent handler: its effect is keyed by the payload's id, so a second delivery of the same
// job (the crash came after the effect, before pg-boss recorded completion) changes nothing.
const crashTestJob = defineJob({
  name: "crash-test",
  payload: z.object({ id: z.number().int() }),
  retry: { limit: 5, delaySeconds: 1, backoff: false },
  expireInSeconds: 2,
  concurrency: 4,
  async handle({ id }, { deps: d }) {
    await d.db.execute(sql`insert into crash_test_attempts (id, pid) values (${id}, ${process.pid})`);
    await new Promise((r) => setTimeout(r, 150));
    await d.db.execute(sql`insert into crash_test_effects (id) values (${id}) on conflict (id) do nothing`);
    console.log(`handled ${id}`);
  },
});

const enqueue = Number(process.env.ENQUEUE ?? 0);
for (let id = 1; id <= enqueue; id++) await deps.jobs.send(crashTestJob, { id });
await deps.jobs.work([crashTestJob], { deps });
console.log("ready");

const expect = Number(process.env.EXPECT ?? 0);
if (expect > 0) {
  for (;;) {
    const [done] = await rawRows<{ n: number }>(deps.db, sql`select count(*)::int as n from crash_test_effects`);
    if ((done?.n ?? 0) >= expect) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await new Promise((r) => setTimeout(r, 1_500)); // let completions be recorded
  const [effects] = await rawRows(
    deps.db,
    sql`select count(*)::int as n, count(distinct id)::int as d from crash_test_effects`,
  );
  const [attempts] = await rawRows(
    deps.db,
    sql`select count(*)::int as n, count(distinct pid)::int as p from crash_test_attempts`,
  );
  const summary = (await deps.jobs.summary()).find((q) => q.queue === "crash-test");
  console.log(`RESULT ${JSON.stringify({ effects, attempts, summary })}`);
  await closeDeps(deps, 2_000);
  process.exit(0);
}
