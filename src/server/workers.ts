import { ALL_JOBS } from "./jobs";
import { assistantSweepJob } from "./modules/assistant/plugin";
import { auditExportSweepJob } from "./modules/audit/plugin";
import { purgeExpiredAuthJob } from "./modules/auth/plugin";
import { batchSweepJob } from "./modules/batches/plugin";
import { hostRecheckJob } from "./modules/branding/plugin";
import { requeueDeliveriesJob } from "./modules/delivery/plugin";
import { requeuePdfRendersJob } from "./modules/documents/plugin";
import { retentionJob } from "./modules/retention/plugin";
import { signatureHousekeepingJob } from "./modules/signatures/plugin";
import { requeueWebhooksJob, startWebhookDispatch } from "./modules/webhooks/plugin";
import type { Deps } from "./platform/deps";

/**
 * The periodic jobs, each queued once per period whatever the number of workers: daily purge of
 * expired sessions, the PDF-render, delivery, webhook, batch, audit-export and assistant sweeps every minute, signature
 * expiry and reminders hourly, each account's retention daily, verified custom host names every 6 hours.
 */
const PERIODIC_JOBS = [
  purgeExpiredAuthJob,
  requeuePdfRendersJob,
  requeueDeliveriesJob,
  signatureHousekeepingJob,
  requeueWebhooksJob,
  batchSweepJob,
  retentionJob,
  hostRecheckJob,
  auditExportSweepJob,
  assistantSweepJob,
];

/** Starts the job workers of this process (MINUTA_ROLE all or worker) on the shared Deps. */
export async function startWorkers(deps: Deps): Promise<void> {
  await deps.jobs.work(ALL_JOBS, { deps });
  for (const job of PERIODIC_JOBS) await job.schedule(deps, deps.clock());
  // Webhooks leave at their commit (NOTIFY), not at the next poll of the queue.
  await startWebhookDispatch(deps);
}
