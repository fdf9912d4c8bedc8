import type { z } from "zod";
import { renderDocumentPdfJob } from "../../src/server/modules/documents/render-pdf-job";
import type { Deps } from "../../src/server/platform/deps";
import type { JobContext } from "../../src/server/platform/jobs/define-job";
import type { JobQueue, JobSpec } from "../../src/server/platform/jobs/job-queue";

/**
 * The test helper's wait for the render job (issue 50): a queue whose render-document-pdf jobs run at
 * once in the sender, after the commit that queued them, as a worker would moments later; every other
 * job goes to `queue` as it is. A finalized document's stored PDF is then ready when its save answers,
 * so the tests written when the PDF was made in the request keep their assertions. A render that
 * throws is left pending (the real queue would retry it), as a worker's failure leaves it.
 */
export function rendersInline(queue: JobQueue, getDeps: () => Deps): JobQueue {
  return {
    ...queue,
    async send(job, payload, options) {
      if (job.name !== renderDocumentPdfJob.name) return queue.send(job, payload, options);
      const parsed = job.payload.parse(payload);
      await (job as JobSpec<z.ZodType, JobContext>)
        .handle(parsed, { deps: getDeps(), jobId: "inline-render", retryCount: 0 })
        .catch(() => undefined);
      return "inline-render";
    },
  };
}
