import { sql } from "drizzle-orm";
import { defineSweepJob } from "../../platform/jobs/define-sweep-job";
import { requeueLost } from "../../platform/jobs/requeue-lost";
import { batchRunJob } from "./batch-run-job";

/**
 * Resumes batches after a restart (issue 24): every minute, and when workers start, a running batch
 * quiet for the sweep's grace that no batch-run job holds (the process died between the confirmation
 * and the queueing, or the job was lost) gets a run queued again. The run takes only pending rows.
 */
export const batchSweepJob = defineSweepJob("batch-sweep", async (deps, { before }) => {
  const queued = await requeueLost(
    deps,
    batchRunJob,
    sql`select b.id from document_batches b
        where b.status = 'running' and b.updated_at < ${before}::timestamptz
        order by b.updated_at`,
    (id) => ({ batchId: id }),
  );
  if (queued > 0) deps.log.info(`[lotes] ${queued} lote(s) retomado(s)`);
});
