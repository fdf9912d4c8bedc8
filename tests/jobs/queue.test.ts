import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  createJobQueue,
  type JobQueue,
  type JobSpec,
  PermanentJobError,
} from "../../src/server/platform/jobs/job-queue";
import { createTestContext, type TestContext } from "../helpers/app";

/** Resolves once `check` is true, polling; fails the test after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condição não atingida a tempo");
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Ctx = Record<string, never>;
const job = (name: string, retry: JobSpec["retry"], handle: JobSpec<z.ZodType, Ctx>["handle"]) =>
  ({ name, payload: z.object({ n: z.number().int() }).strict(), retry, expireInSeconds: 30, handle }) satisfies JobSpec<
    z.ZodType,
    Ctx
  >;

describe("job queue (pg-boss 10 on the test database)", () => {
  let ctx: TestContext;
  let queue: JobQueue;

  beforeAll(async () => {
    ctx = await createTestContext();
    queue = createJobQueue({
      database: ctx.database,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await queue?.stop(2_000);
    await ctx?.close();
  });

  it("retries a failing job with growing delays, then succeeds", async () => {
    const attempts: Array<{ at: number; retryCount: number }> = [];
    const flaky = job("test-flaky", { limit: 3, delaySeconds: 1, backoff: true }, async (_p, { retryCount }) => {
      attempts.push({ at: Date.now(), retryCount });
      if (attempts.length < 3) throw new Error("SMTP fora do ar");
    });
    await queue.work([flaky], {});
    await queue.send(flaky, { n: 1 });
    await until(async () => (await queue.summary()).some((q) => q.queue === "test-flaky" && q.completed === 1));
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    const [a, b, c] = attempts as [(typeof attempts)[0], (typeof attempts)[0], (typeof attempts)[0]];
    // Backoff: the first retry waits at least the delay (1 s), the second at least twice it.
    expect(b.at - a.at).toBeGreaterThanOrEqual(1_000);
    expect(c.at - b.at).toBeGreaterThanOrEqual(2_000);
  });

  it("stops at once on a permanent failure (no retries)", async () => {
    let calls = 0;
    const doomed = job("test-permanent", { limit: 5, delaySeconds: 1, backoff: false }, async () => {
      calls++;
      throw new PermanentJobError("documento não existe mais");
    });
    await queue.work([doomed], {});
    await queue.send(doomed, { n: 1 });
    await until(async () => (await queue.summary()).some((q) => q.queue === "test-permanent" && q.failed === 1));
    await new Promise((r) => setTimeout(r, 2_500)); // longer than the retry delay: no second try comes
    expect(calls).toBe(1);
    const row = (await queue.summary()).find((q) => q.queue === "test-permanent");
    expect(row).toMatchObject({ failed: 1, retrying: 0, queued: 0, active: 0 });
  });

  it("refuses to queue a payload that does not match the job's schema", async () => {
    const strict = job("test-strict", { limit: 0, delaySeconds: 1, backoff: false }, async () => undefined);
    await expect(queue.send(strict, { n: "um" } as never)).rejects.toThrow();
    await expect(queue.send(strict, { n: 1, actor: { userId: "x" } } as never)).rejects.toThrow();
  });

  it("deduplicates by singletonKey while a job with that key waits", async () => {
    const handled: number[] = [];
    const once = {
      ...job("test-dedup", { limit: 0, delaySeconds: 1, backoff: false }, async ({ n }) => {
        handled.push(n);
      }),
      policy: "short" as const,
    };
    const later = new Date(Date.now() + 1_500);
    const first = await queue.send(once, { n: 1 }, { singletonKey: "doc-1", startAfter: later });
    const second = await queue.send(once, { n: 2 }, { singletonKey: "doc-1", startAfter: later });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await queue.work([once], {});
    await until(() => handled.length > 0);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(handled).toEqual([1]);
    // Once the first has run, the key is free again.
    expect(await queue.send(once, { n: 3 }, { singletonKey: "doc-1" })).toEqual(expect.any(String));
  });

  it("does not start a delayed job before its time", async () => {
    let startedAt = 0;
    const delayed = job("test-delayed", { limit: 0, delaySeconds: 1, backoff: false }, async () => {
      startedAt = Date.now();
    });
    await queue.work([delayed], {});
    const queuedAt = Date.now();
    await queue.send(delayed, { n: 1 }, { startAfter: new Date(queuedAt + 2_000) });
    await until(() => startedAt > 0);
    expect(startedAt - queuedAt).toBeGreaterThanOrEqual(1_900);
  });
});
