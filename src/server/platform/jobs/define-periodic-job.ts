import { z } from "zod";
import type { Deps } from "../deps";
import { defineJob, type JobDefinition } from "./define-job";

const emptyPayload = z.object({}).strict();

export interface PeriodicJob extends JobDefinition<typeof emptyPayload> {
  /** Queues the run of the period `at` falls in (a no-op when another worker already did). */
  schedule(deps: Pick<Deps, "jobs">, at: Date): Promise<unknown>;
}

/**
 * A job that runs once per period whatever the number of workers: each run is queued under the
 * period's singleton key (the queue's "short" policy keeps one queued per key), and each run queues
 * the next one when it ends. `run` must be idempotent: a run repeated after a crash does no harm.
 */
export function definePeriodicJob(definition: {
  name: string;
  everyMs: number;
  retry: JobDefinition["retry"];
  expireInSeconds: number;
  run(deps: Deps, now: Date): Promise<void>;
}): PeriodicJob {
  const runKey = (at: Date) => `${definition.name}-${Math.floor(at.getTime() / definition.everyMs)}`;
  const job: PeriodicJob = {
    ...defineJob({
      name: definition.name,
      payload: emptyPayload,
      retry: definition.retry,
      expireInSeconds: definition.expireInSeconds,
      policy: "short",
      async handle(_payload, { deps }) {
        const now = deps.clock();
        await definition.run(deps, now);
        const next = new Date(now.getTime() + definition.everyMs);
        await deps.jobs.send(job, {}, { singletonKey: runKey(next), startAfter: next });
      },
    }),
    schedule: (deps, at) => deps.jobs.send(job, {}, { singletonKey: runKey(at) }),
  };
  return job;
}

/**
 * A daily housekeeping run (expired sessions, each account's retention): retried five times with
 * backoff, half an hour to finish. `run` must be idempotent, as for every periodic job.
 */
export const defineDailyJob = (name: string, run: (deps: Deps, now: Date) => Promise<void>): PeriodicJob =>
  definePeriodicJob({
    name,
    everyMs: 24 * 60 * 60 * 1000,
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    expireInSeconds: 1800,
    run,
  });
