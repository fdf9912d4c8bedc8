import type { Deps } from "../../platform/deps";
import type { SweepClock } from "../../platform/jobs/define-sweep-job";

/** What another outbox's part of the delivery sweep did: deliveries queued again, sends closed as interrupted. */
export interface OutboxSweepResult {
  requeued: number;
  interrupted: number;
}

export type OutboxSweep = (deps: Deps, clock: SweepClock) => Promise<OutboxSweepResult>;

const sweeps: OutboxSweep[] = [];

/**
 * Another outbox (broadcast) joins the delivery sweep without delivery importing it: it registers
 * its part when the composition root loads its plugin.ts, as documents' hooks are (documents/hooks.ts).
 */
export function registerOutboxSweep(sweep: OutboxSweep): void {
  if (!sweeps.includes(sweep)) sweeps.push(sweep);
}

/** The registered parts, in the order they registered. */
export const outboxSweeps = (): readonly OutboxSweep[] => sweeps;
