import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Database } from "../db/client";
import { pgliteBossDb } from "./boss-db";

/** How often a failed job is tried again: pg-boss waits delay, then (with backoff) doubles it. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** A job as the queue sees it; `C` is what the handler receives besides the payload (see define-job.ts). */
export interface JobSpec<S extends z.ZodType = z.ZodType, C = unknown> {
  name: string;
  payload: S;
  retry: RetryPolicy;
  /** A running job older than this is considered lost (crashed worker) and retried. */
  expireInSeconds: number;
  /** Jobs of this queue handled at the same time by one worker process. */
  concurrency?: number;
  /** Jobs each handler fetches at once (handled one after another); larger batches cost fewer polls. */
  batchSize?: number;
  /**
   * pg-boss queue policy. "short": at most one QUEUED job per singletonKey (dedup of pending work);
   * "stately": one queued and one active per key; "standard" (default): no dedup by key alone.
   */
  policy?: "standard" | "short" | "singleton" | "stately";
  /** `retryCount` is 0 on the first try, then 1, 2… */
  handle(payload: z.output<S>, context: C & { jobId: string; retryCount: number }): Promise<void>;
}

/** Throw from a handler when trying again cannot help (bad payload, missing row): no retries. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

export interface JobQueueOptions {
  database: Database;
  /** How often idle workers look for work (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often lost (expired) active jobs are failed over to a retry. */
  maintenanceIntervalSeconds?: number;
  log?: (level: "info" | "warn" | "error", message: string) => void;
}

export interface QueueSummary {
  queue: string;
  queued: number;
  active: number;
  retrying: number;
  failed: number;
  completed: number;
}

export interface SendOptions {
  /** Dedup key; what it dedups depends on the queue's policy (JobSpec.policy). */
  singletonKey?: string;
  /** Do not start before this moment. */
  startAfter?: Date;
}

export interface JobQueue {
  /** Queues a job after validating its payload; null when deduplicated by singletonKey. */
  send<D extends JobSpec>(
    job: D,
    payload: D["payload"]["_zod"]["input"],
    options?: SendOptions,
  ): Promise<string | null>;
  /**
   * Queues many jobs of one kind in one statement (fan-out: broadcasts, benchmarks). `keyOf` gives each
   * job a singletonKey, so a sweep can tell which rows still have a job.
   */
  sendMany<D extends JobSpec>(
    job: D,
    payloads: ReadonlyArray<D["payload"]["_zod"]["input"]>,
    options?: { keyOf?: (payload: D["payload"]["_zod"]["output"]) => string },
  ): Promise<void>;
  /** Starts handling the given jobs in this process. */
  work<C>(jobs: readonly JobSpec<z.ZodType, C>[], context: C): Promise<void>;
  /** Counts per queue and state, for operators (/api/admin/jobs). */
  summary(): Promise<QueueSummary[]>;
  /** Stops workers; running handlers get up to `timeoutMs` to finish. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The durable job queue (decision 0014): pg-boss 10 in the `pgboss` schema of the same database, on
 * PostgreSQL through its own pool and on PGlite through a small adapter. Started lazily, so a web
 * process or a test that never sends a job pays nothing.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const log = options.log ?? ((level, message) => console[level](message));
  const boss = new PgBoss({
    ...(options.database.pglite
      ? { db: pgliteBossDb(options.database.pglite) as unknown as PgBoss.Db }
      : { connectionString: options.database.connectionString, max: 4 }),
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    schedule: false,
  });
  boss.on("error", (err: Error) => log("error", `[jobs] ${err.message}`));
  const created = new Set<string>();
  let starting: Promise<void> | undefined;
  let stopped = false;

  const started = () => {
    starting ??= boss.start().then(() => undefined);
    return starting;
  };
  const ensureQueue = async (job: JobSpec<z.ZodType, never>) => {
    if (created.has(job.name)) return;
    await started();
    const existing = await boss.getQueue(job.name);
    if (!existing) {
      await boss.createQueue(job.name, {
        name: job.name,
        policy: job.policy ?? "standard",
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: job.expireInSeconds,
      });
    }
    created.add(job.name);
  };

  return {
    async send(job: JobSpec, payload: unknown, sendOptions = {}) {
      const data = job.payload.parse(payload) as object;
      await ensureQueue(job);
      return boss.send(job.name, data, {
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: job.expireInSeconds,
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },

    async sendMany(job: JobSpec, payloads: readonly unknown[], options = {}) {
      const { keyOf } = options as { keyOf?: (payload: unknown) => string };
      const data = payloads.map((p) => job.payload.parse(p) as object);
      await ensureQueue(job);
      const policy = {
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: job.expireInSeconds,
      };
      await boss.insert(
        data.map((d) => ({ name: job.name, data: d, ...policy, ...(keyOf ? { singletonKey: keyOf(d) } : {}) })),
      );
    },

    async work(jobs, context) {
      for (const job of jobs) {
        await ensureQueue(job);
        // Each job of a fetched batch is handled on its own: a failure fails that job only (its
        // retry policy applies); the batch's other jobs complete when the handler returns.
        const handleOne = async (item: PgBoss.JobWithMetadata<object>) => {
          const parsed = job.payload.safeParse(item.data);
          try {
            if (!parsed.success) throw new PermanentJobError(`payload inválido: ${parsed.error.message}`);
            await job.handle(parsed.data, { ...context, jobId: item.id, retryCount: item.retryCount });
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            if (err instanceof PermanentJobError) {
              // No retry can help: make this the last try, so pg-boss records it as failed now.
              await boss
                .getDb()
                .executeSql("UPDATE pgboss.job SET retry_limit = retry_count WHERE name = $1 AND id = $2", [
                  job.name,
                  item.id,
                ]);
              log("error", `[jobs] ${job.name} ${item.id} falhou de vez: ${message}`);
            } else {
              log("warn", `[jobs] ${job.name} ${item.id} falhou (tentativa ${item.retryCount + 1}): ${message}`);
            }
            await boss.fail(job.name, item.id, { message });
          }
        };
        for (let i = 0; i < (job.concurrency ?? 1); i++) {
          await boss.work<object>(
            job.name,
            {
              batchSize: job.batchSize ?? 1,
              includeMetadata: true,
              pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            },
            async (items) => {
              for (const item of items) await handleOne(item);
            },
          );
        }
      }
    },

    async summary() {
      await started();
      const { rows } = (await boss
        .getDb()
        .executeSql(
          "SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY name, state",
          [],
        )) as {
        rows: Array<{ name: string; state: string; n: number }>;
      };
      const queues = new Map<string, QueueSummary>();
      for (const q of await boss.getQueues()) queues.set(q.name, emptySummary(q.name));
      for (const row of rows) {
        const entry = queues.get(row.name) ?? emptySummary(row.name);
        const n = Number(row.n);
        if (row.state === "created") entry.queued += n;
        else if (row.state === "active") entry.active += n;
        else if (row.state === "retry") entry.retrying += n;
        else if (row.state === "failed") entry.failed += n;
        else if (row.state === "completed") entry.completed += n;
        queues.set(row.name, entry);
      }
      return [...queues.values()].sort((a, b) => a.queue.localeCompare(b.queue));
    },

    async stop(timeoutMs = 10_000) {
      if (stopped || !starting) return;
      stopped = true;
      await starting;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
    },
  };
}

function emptySummary(queue: string): QueueSummary {
  return { queue, queued: 0, active: 0, retrying: 0, failed: 0, completed: 0 };
}
