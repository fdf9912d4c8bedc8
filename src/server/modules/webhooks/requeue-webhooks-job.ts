import { sql } from "drizzle-orm";
import { defineSweepJob } from "../../platform/jobs/define-sweep-job";
import { requeueLostDeliveries } from "../../platform/jobs/requeue-lost";
import { deliverWebhookJob } from "./deliver-webhook-job";

/**
 * The sweep that makes the webhook outbox lose nothing: every minute, pending rows that are due (for
 * longer than the grace, else they are the immediate send's or the job's queued after its failure),
 * that no attempt holds (a holder killed mid-send lets go when its hold ends) and that have no job
 * queued, retrying or running are queued again.
 */
export const requeueWebhooksJob = defineSweepJob("requeue-webhooks", async (deps, { now, before }) => {
  const queued = await requeueLostDeliveries(
    deps,
    deliverWebhookJob,
    sql`select d.id from webhook_deliveries d
        where d.status = 'pending'
          and d.next_attempt_at < ${before}::timestamptz
          and (d.locked_until is null or d.locked_until < ${now.toISOString()}::timestamptz)
        order by d.next_attempt_at`,
  );
  if (queued > 0) deps.log.info(`[webhooks] ${queued} entrega(s) pendente(s) enfileirada(s) de novo`);
});
