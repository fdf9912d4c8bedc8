import { z } from "zod";
import { expireOverdueRequests, remindPendingSigners } from "../features/signatures/housekeeping";
import { defineJob } from "./define-job";
import { syncOverdueZapsign } from "./zapsign-sync";

const HOUR_MS = 60 * 60 * 1000;

/** The singleton key of an hour's run: one run queued per hour, however many workers start. */
export const signatureHousekeepingKey = (at: Date) => `signatures-${at.toISOString().slice(0, 13)}`;

/**
 * Hourly: overdue requests expire; ZapSign requests with no news for an hour are polled; unanswered built-in signers are reminded every N days (system
 * setting "signatures".reminder_every_n_days, default 2). Both are idempotent. Each run queues the next.
 */
export const signatureHousekeepingJob = defineJob({
  name: "signature-housekeeping",
  payload: z.object({}).strict(),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 300,
  policy: "short",
  async handle(_payload, { deps }) {
    const expired = await expireOverdueRequests(deps);
    const reminded = await remindPendingSigners(deps);
    await syncOverdueZapsign(deps);
    if (expired || reminded) deps.log.info(`[assinaturas] ${expired} solicitações expiradas, ${reminded} lembretes`);
    const next = new Date(deps.clock().getTime() + HOUR_MS);
    await deps.jobs.send(
      signatureHousekeepingJob,
      {},
      { singletonKey: signatureHousekeepingKey(next), startAfter: next },
    );
  },
});
