import type { Deps } from "../deps";
import { definePeriodicJob, type PeriodicJob } from "./define-periodic-job";

/** A row touched more recently than this is left to the job or run that is working on it. */
const GRACE_MS = 30_000;

export interface SweepClock {
  now: Date;
  /** `now` less the grace, as an ISO timestamp for the candidates' SQL. */
  before: string;
}

/**
 * The sweeps that make an outbox or a queue lose nothing (deliveries, webhooks, batches) share one
 * cadence: every minute, retried three times, and rows are only taken once they are quiet for the
 * grace, so a sweep never races the job queued right after a commit.
 */
export function defineSweepJob(name: string, sweep: (deps: Deps, clock: SweepClock) => Promise<void>): PeriodicJob {
  return definePeriodicJob({
    name,
    everyMs: 60_000,
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    expireInSeconds: 120,
    run: (deps, now) => sweep(deps, { now, before: new Date(now.getTime() - GRACE_MS).toISOString() }),
  });
}
