import { sql } from "drizzle-orm";
import { requeueLostDeliveries } from "../../platform/jobs/requeue-lost";
import { registerOutboxSweep } from "../delivery";
import { broadcastDeliverJob } from "./broadcast-deliver-job";
import { closeStaleBroadcastClaims } from "./broadcast-delivery";

// Broadcast's part of the delivery sweep (delivery does not import broadcast): pending broadcast
// deliveries queued again, and sends whose worker died closed as failed. Registered when the
// composition root loads this module's plugin.ts.
registerOutboxSweep(async (deps, { now, before }) => {
  const requeued = await requeueLostDeliveries(
    deps,
    broadcastDeliverJob,
    sql`select d.id from broadcast_deliveries d
        where d.status = 'pending' and d.created_at < ${before}::timestamptz
        order by d.created_at`,
  );
  const interrupted = await closeStaleBroadcastClaims(deps.db, now);
  return { requeued, interrupted };
});
