import { randomUUID } from "node:crypto";
import type { Deps } from "../../platform/deps";
import { defineJob } from "../../platform/jobs/define-job";
import { deliveryPayload } from "../../platform/jobs/requeue-lost";
import { sendWebhookDelivery, WEBHOOK_HOLD_MS, type WebhookOutcome } from "./send-webhook";

/**
 * Sends one outbox row (webhook_deliveries). The row keeps its own schedule (attempts, next attempt:
 * backoff.ts); a failed attempt queues this job again for the next one, with the row id as singleton
 * key ("short": at most one queued per row). The queue's own retries cover a crash of the handler.
 */
export const deliverWebhookJob = defineJob({
  name: "deliver-webhook",
  payload: deliveryPayload,
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: WEBHOOK_HOLD_MS / 1000,
  concurrency: 4,
  batchSize: 4,
  policy: "short",
  async handle({ deliveryId }, { deps, jobId }) {
    await attemptWebhook(deps, deliveryId, jobId);
  },
});

/** One attempt, then the job of the next one when a retry is due. */
export async function attemptWebhook(deps: Deps, deliveryId: string, holder: string): Promise<WebhookOutcome> {
  const outcome = await sendWebhookDelivery(deps, deliveryId, holder);
  if (outcome.kind === "retry") {
    await deps.jobs
      .send(deliverWebhookJob, { deliveryId }, { singletonKey: deliveryId, startAfter: outcome.at })
      .catch((err) => deps.log.error(`[webhooks] não foi possível agendar ${deliveryId}: ${String(err)}`));
  }
  return outcome;
}

/** Immediate sends one worker runs at once; more go through the queue. */
const IMMEDIATE_SENDS = 8;

/**
 * Sends new rows the moment their transaction commits: the outbox's insert trigger NOTIFYs
 * `webhook_delivery` (PostgreSQL delivers it at commit, never after a rollback), and this worker
 * makes the first attempt at once instead of waiting for the queue's poll. A lost notification (the
 * worker was down) is caught by the sweep (requeue-webhooks-job.ts).
 */
export async function startWebhookDispatch(deps: Deps): Promise<() => Promise<void>> {
  const holder = `notify-${randomUUID()}`;
  let inFlight = 0;
  return deps.database.listen("webhook_delivery", (deliveryId) => {
    if (inFlight >= IMMEDIATE_SENDS) {
      // A burst (a batch of documents): the rest waits its turn on the queue, at its own concurrency.
      deps.jobs
        .send(deliverWebhookJob, { deliveryId }, { singletonKey: deliveryId })
        .catch((err) => deps.log.warn(`[webhooks] não foi possível enfileirar ${deliveryId}: ${String(err)}`));
      return;
    }
    inFlight++;
    attemptWebhook(deps, deliveryId, holder)
      .catch((err) => deps.log.warn(`[webhooks] envio imediato de ${deliveryId} falhou: ${String(err)}`))
      .finally(() => {
        inFlight--;
      });
  });
}
