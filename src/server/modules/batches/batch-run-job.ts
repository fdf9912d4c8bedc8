import { z } from "zod";
import { defineJob } from "../../platform/jobs/define-job";
import { runBatch } from "./run-batch";

const batchPayload = z.object({ batchId: z.uuid() }).strict();

/**
 * Works through a confirmed batch (issue 24). Each run creates documents for up to its time budget,
 * then queues the next run under the same key; a run that dies is retried after its expiry, and the
 * sweep (batch-sweep-job.ts) queues a run for a running batch that has none. Rows are taken only
 * while pending, so repeats create nothing twice.
 */
export const batchRunJob = defineJob({
  name: "batch-run",
  payload: batchPayload,
  retry: { limit: 5, delaySeconds: 5, backoff: true },
  expireInSeconds: 120,
  async handle({ batchId }, { deps }) {
    if ((await runBatch(deps, batchId)) === "more")
      await deps.jobs.send(batchRunJob, { batchId }, { singletonKey: batchId });
  },
});
