import { sql } from "drizzle-orm";
import { definePeriodicJob } from "../../platform/jobs/define-periodic-job";
import { requeueLost } from "../../platform/jobs/requeue-lost";
import { batchRunJob } from "./batch-run-job";

/** A running batch touched this recently is left to the run that is working on it. */
const GRACE_MS = 30_000;

/**
 * Resumes batches after a restart (issue 24): every minute, and when workers start, a running batch
 * quiet for GRACE_MS that no batch-run job holds (the process died between the confirmation and the
 * queueing, or the job was lost) gets a run queued again. The run takes only pending rows.
 */
export const batchSweepJob = definePeriodicJob({
  name: "batch-sweep",
  everyMs: 60_000,
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  async run(deps, now) {
    const before = new Date(now.getTime() - GRACE_MS).toISOString();
    const queued = await requeueLost(
      deps,
      batchRunJob,
      sql`select b.id from document_batches b
          where b.status = 'running' and b.updated_at < ${before}::timestamptz
          order by b.updated_at`,
      (id) => ({ batchId: id }),
    );
    if (queued > 0) deps.log.info(`[lotes] ${queued} lote(s) retomado(s)`);
  },
});
