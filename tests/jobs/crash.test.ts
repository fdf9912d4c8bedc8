import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startChildWorker, until } from "../helpers/child-worker";

const JOBS = 60;
const child = join(import.meta.dirname, "crash-child.ts");

const startWorker = (env: Record<string, string>) => startChildWorker(child, env);

async function databaseTarget(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `minuta_crash_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      cleanup: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "minuta-crash-"));
  return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

describe("a worker killed with SIGKILL mid-work", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it("loses no job and applies each exactly once after a restart", { timeout: 180_000 }, async () => {
    const target = await databaseTarget();
    cleanups.push(target.cleanup);

    // 1. Queue the jobs and let the worker get going, then kill it hard while jobs are in flight.
    const first = startWorker({ ...target.env, ENQUEUE: String(JOBS) });
    await until(() => first.lines.filter((l) => l.startsWith("handled")).length >= 5, 120_000, "primeiros jobs");
    first.proc.kill("SIGKILL");
    await first.exited;
    const handledBefore = first.lines.filter((l) => l.startsWith("handled")).length;
    expect(handledBefore).toBeLessThan(JOBS); // the kill came mid-work

    // 2. Restart on the same database: queued jobs run, lost in-flight ones expire and are retried.
    const second = startWorker({ ...target.env, EXPECT: String(JOBS) });
    const code = await second.exited;
    expect(code).toBe(0);
    const result = second.lines.find((l) => l.startsWith("RESULT "));
    expect(result).toBeDefined();
    const { effects, attempts, summary } = JSON.parse(result?.slice(7) ?? "{}");
    expect(effects).toEqual({ n: JOBS, d: JOBS }); // every job's effect, each exactly once
    expect(attempts.n).toBeGreaterThanOrEqual(JOBS); // at-least-once: some may have run twice
    expect(attempts.p).toBe(2); // both processes did work
    expect(summary).toMatchObject({ completed: JOBS, failed: 0, queued: 0, active: 0, retrying: 0 });
  });
});
