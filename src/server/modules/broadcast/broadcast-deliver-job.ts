import { defineJob } from "../../platform/jobs/define-job";
import { deliveryPayload } from "../../platform/jobs/requeue-lost";
import { deliverBroadcast } from "./broadcast-delivery";

const RETRY = { limit: 3, delaySeconds: 10, backoff: true };

/**
 * One broadcast delivery (fan-out: one job per recipient and channel), retried like document
 * deliveries; sending happens at most once per delivery (broadcast-delivery.ts).
 */
export const broadcastDeliverJob = defineJob({
  name: "broadcast-deliver",
  payload: deliveryPayload,
  retry: RETRY,
  expireInSeconds: 120,
  // pg-boss fetches at most once per polling interval per worker loop: throughput is about
  // concurrency × batchSize per interval (40 × 25 per 2 s ≈ 500/s), bounded by SMTP itself.
  concurrency: 40,
  batchSize: 25,
  async handle({ deliveryId }, { deps, retryCount }) {
    const result = await deliverBroadcast(deps, deliveryId, { retryCount, retryLimit: RETRY.limit });
    if (result.outcome === "retry")
      throw result.error instanceof Error ? result.error : new Error(String(result.error));
  },
});
