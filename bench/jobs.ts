/**
 * Job queue throughput (decision 0014): enqueueing 10,000 jobs in one statement, then draining them
 * with one worker process running `concurrency` handlers, on the embedded PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL, default the local server's `postgres` database: a scratch database is made).
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { z } from "zod";
import { type Database, openPglite, openPostgres } from "../src/server/platform/db/client";
import { createJobQueue, type JobSpec } from "../src/server/platform/jobs/job-queue";

const JOBS = 10_000;

async function measure(label: string, database: Database, concurrency: number, batchSize: number) {
  const queue = createJobQueue({ database, pollingIntervalSeconds: 0.5, log: () => undefined });
  let done = 0;
  const job: JobSpec<z.ZodType, Record<string, never>> = {
    name: `bench-${concurrency}-${batchSize}`,
    payload: z.object({ i: z.number().int() }),
    retry: { limit: 0, delaySeconds: 1, backoff: false },
    expireInSeconds: 60,
    concurrency,
    batchSize,
    handle: async () => {
      done++;
    },
  };
  const payloads = Array.from({ length: JOBS }, (_, i) => ({ i }));
  await queue.sendMany(job, payloads.slice(0, 10)); // creates the queue and warms up
  const t0 = performance.now();
  await queue.sendMany(job, payloads);
  const enqueueMs = performance.now() - t0;
  const t1 = performance.now();
  await queue.work([job], {});
  while (done < JOBS + 10) await new Promise((r) => setTimeout(r, 20));
  const drainS = (performance.now() - t1) / 1000;
  console.log(
    `${`jobs ${label}, ${concurrency} handlers × batch ${batchSize}`.padEnd(48)} enqueue ${JOBS}: ${enqueueMs.toFixed(0)} ms  drain: ${(JOBS / drainS).toFixed(0)} jobs/s`,
  );
  await queue.stop(2_000);
}

export async function benchJobs() {
  const pglite = openPglite(await PGlite.create());
  try {
    await measure("PGlite", pglite, 4, 100);
    await measure("PGlite", pglite, 4, 500);
  } finally {
    await pglite.close();
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `minuta_bench_jobs_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return console.log(`jobs PostgreSQL: no server at ${adminUrl}, skipped`);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  try {
    await measure("PostgreSQL", database, 4, 100);
    await measure("PostgreSQL", database, 4, 500);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
