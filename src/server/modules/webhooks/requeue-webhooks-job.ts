import { sql } from "drizzle-orm";
import { definePeriodicJob } from "../../platform/jobs/define-periodic-job";
import { requeueLostDeliveries } from "../../platform/jobs/requeue-lost";
import { deliverWebhookJob } from "./deliver-webhook-job";

/** A due row younger than this is left to the immediate send (or the job queued after its failure). */
const GRACE_MS = 30_000;

/**
 * The sweep that makes the webhook outbox lose nothing: every minute, pending rows that are due (for
 * longer than the grace), that no attempt holds (a holder killed mid-send lets go when its hold ends)
 * and that have no job queued, retrying or running are queued again.
 */
export const requeueWebhooksJob = definePeriodicJob({
  name: "requeue-webhooks",
  everyMs: 60_000,
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  async run(deps, now) {
    const queued = await requeueLostDeliveries(
      deps,
      deliverWebhookJob,
      sql`select d.id from webhook_deliveries d
          where d.status = 'pending'
            and d.next_attempt_at < ${new Date(now.getTime() - GRACE_MS).toISOString()}::timestamptz
            and (d.locked_until is null or d.locked_until < ${now.toISOString()}::timestamptz)
          order by d.next_attempt_at`,
    );
    if (queued > 0) deps.log.info(`[webhooks] ${queued} entrega(s) pendente(s) enfileirada(s) de novo`);
  },
});
