import type { Deps } from "./deps";
import { ALL_JOBS } from "./jobs/all-jobs";
import { purgeExpiredAuthJob, purgeRunKey } from "./jobs/purge-expired-auth";
import { requeueDeliveriesJob, requeueRunKey } from "./jobs/requeue-deliveries";
import { signatureHousekeepingJob, signatureHousekeepingKey } from "./jobs/signature-housekeeping";

/** Starts the job workers of this process (MINUTA_ROLE all or worker) on the shared Deps. */
export async function startWorkers(deps: Deps): Promise<void> {
  await deps.jobs.work(ALL_JOBS, { deps });
  // Today's housekeeping, once per day whatever the number of workers (singleton key).
  await deps.jobs.send(purgeExpiredAuthJob, {}, { singletonKey: purgeRunKey(deps.clock()) });
  // The delivery sweep (pending deliveries whose job was lost), then every minute.
  await deps.jobs.send(requeueDeliveriesJob, {}, { singletonKey: requeueRunKey(deps.clock()) });
  // Signature expiry and reminders, hourly.
  await deps.jobs.send(signatureHousekeepingJob, {}, { singletonKey: signatureHousekeepingKey(deps.clock()) });
}
