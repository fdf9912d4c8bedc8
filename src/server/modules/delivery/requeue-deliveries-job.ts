import { sql } from "drizzle-orm";
import { defineSweepJob } from "../../platform/jobs/define-sweep-job";
import { requeueLostDeliveries } from "../../platform/jobs/requeue-lost";
import { deliverDocumentJob } from "./deliver-document-job";
import { outboxSweeps } from "./outbox-sweeps";

/**
 * The sweep that makes the delivery outboxes lose nothing. Every minute:
 *  - document deliveries and broadcast deliveries that are pending (for longer than the grace, else
 *    they are the job's queued after their commit), that no attempt holds and that have no job
 *    queued, retrying or running (a crash between the commit and the queueing, a lost job) are
 *    queued again;
 *  - broadcast deliveries claimed by a worker that died mid-send are closed as failed (maybe sent,
 *    so never sent again), and broadcasts with nothing left open get their final counts.
 * The broadcast part is broadcast's own, registered at start (`broadcast/delivery-sweep.ts`).
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
  let requeued = documents;
  let interrupted = 0;
  for (const sweep of outboxSweeps()) {
    const done = await sweep(deps, { now, before });
    requeued += done.requeued;
    interrupted += done.interrupted;
  }
  if (requeued > 0) deps.log.info(`[entregas] ${requeued} entrega(s) pendente(s) enfileirada(s) de novo`);
  if (interrupted > 0) deps.log.warn(`[avisos] ${interrupted} envio(s) interrompido(s) encerrado(s) como falha`);
});
