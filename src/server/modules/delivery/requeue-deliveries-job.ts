import { sql } from "drizzle-orm";
import { defineSweepJob } from "../../platform/jobs/define-sweep-job";
import { requeueLostDeliveries } from "../../platform/jobs/requeue-lost";
import { broadcastDeliverJob, closeStaleBroadcastClaims } from "../broadcast";
import { deliverDocumentJob } from "./deliver-document-job";

/**
 * The sweep that makes the delivery outboxes lose nothing. Every minute:
 *  - document deliveries and broadcast deliveries that are pending (for longer than the grace, else
 *    they are the job's queued after their commit), that no attempt holds and that have no job
 *    queued, retrying or running (a crash between the commit and the queueing, a lost job) are
 *    queued again;
 *  - broadcast deliveries claimed by a worker that died mid-send are closed as failed (maybe sent,
 *    so never sent again), and broadcasts with nothing left open get their final counts.
 */
export const requeueDeliveriesJob = defineSweepJob("requeue-deliveries", async (deps, { now, before }) => {
  const documents = await requeueLostDeliveries(
    deps,
    deliverDocumentJob,
    sql`select d.id from document_delivery_log d
        where d.status = 'pending'
          and (d.locked_until is null or d.locked_until < ${now.toISOString()}::timestamptz)
          and d.created_at < ${before}::timestamptz
        order by d.created_at`,
  );
  const broadcasts = await requeueLostDeliveries(
    deps,
    broadcastDeliverJob,
    sql`select d.id from broadcast_deliveries d
        where d.status = 'pending' and d.created_at < ${before}::timestamptz
        order by d.created_at`,
  );
  const interrupted = await closeStaleBroadcastClaims(deps.db, now);
  if (documents + broadcasts > 0) {
    deps.log.info(`[entregas] ${documents + broadcasts} entrega(s) pendente(s) enfileirada(s) de novo`);
  }
  if (interrupted > 0) deps.log.warn(`[avisos] ${interrupted} envio(s) interrompido(s) encerrado(s) como falha`);
});
