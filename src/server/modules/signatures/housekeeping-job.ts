import { definePeriodicJob } from "../../platform/jobs/define-periodic-job";
import { expireOverdueRequests, remindPendingSigners } from "./housekeeping";
import { resumeWaitingSeals } from "./providers/builtin/signature-seal-job";
import { syncOverdueZapsign } from "./providers/zapsign/zapsign-sync-job";

/**
 * Hourly: overdue requests expire; ZapSign requests with no news for an hour are polled; unanswered
 * built-in signers are reminded every N days (system setting "signatures".reminder_every_n_days,
 * default 2); the seal of requests waiting for a usable certificate is tried again (a certificate not yet
 * valid becomes valid on its own). All idempotent.
 */
export const signatureHousekeepingJob = definePeriodicJob({
  name: "signature-housekeeping",
  everyMs: 60 * 60 * 1000,
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 300,
  async run(deps) {
    const expired = await expireOverdueRequests(deps);
    const reminded = await remindPendingSigners(deps);
    await syncOverdueZapsign(deps);
    await resumeWaitingSeals(deps);
    if (expired || reminded) deps.log.info(`[assinaturas] ${expired} solicitações expiradas, ${reminded} lembretes`);
  },
});
