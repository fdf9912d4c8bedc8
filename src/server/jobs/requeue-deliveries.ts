import { sql } from "drizzle-orm";
import { z } from "zod";
import { closeStaleBroadcastClaims } from "../services/broadcast-delivery";
import { broadcastDeliverJob } from "./broadcast-deliver";
import { defineJob } from "./define-job";
import { deliverDocumentJob } from "./deliver-document";
import { requeueLostDeliveries } from "./requeue-lost";

const EVERY_MS = 60_000;
/** A pending row younger than this is left to the job queued after its commit. */
const GRACE_MS = 30_000;

export const requeueRunKey = (at: Date) => `requeue-${Math.floor(at.getTime() / EVERY_MS)}`;

/**
 * The sweep that makes the delivery outboxes lose nothing. Every minute:
 *  - document deliveries and broadcast deliveries that are pending, that no attempt holds and that
 *    have no job queued, retrying or running (a crash between the commit and the queueing, a lost
 *    job) are queued again;
 *  - broadcast deliveries claimed by a worker that died mid-send are closed as failed (maybe sent,
 *    so never sent again), and broadcasts with nothing left open get their final counts.
 * Each run queues the next one.
 */
export const requeueDeliveriesJob = defineJob({
  name: "requeue-deliveries",
  payload: z.object({}).strict(),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  policy: "short",
  async handle(_payload, { deps }) {
    const now = deps.clock();
    const before = new Date(now.getTime() - GRACE_MS).toISOString();
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
    const next = new Date(now.getTime() + EVERY_MS);
    await deps.jobs.send(requeueDeliveriesJob, {}, { singletonKey: requeueRunKey(next), startAfter: next });
  },
});
