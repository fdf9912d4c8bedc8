import { sql } from "drizzle-orm";
import { z } from "zod";
import { rawRows } from "../db/raw-rows";
import { defineJob } from "./define-job";
import { deliverDocumentJob } from "./deliver-document";

const EVERY_MS = 60_000;
/** A pending row younger than this is left to the job queued after its commit. */
const GRACE_MS = 30_000;

export const requeueRunKey = (at: Date) => `requeue-${Math.floor(at.getTime() / EVERY_MS)}`;

/**
 * The sweep that makes the delivery log lose nothing: every minute, pending deliveries that no
 * attempt holds and that have no job queued, retrying or running (a crash between the commit and
 * the queueing, a lost job) are queued again. Each run queues the next one.
 */
export const requeueDeliveriesJob = defineJob({
  name: "requeue-deliveries",
  payload: z.object({}).strict(),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  policy: "short",
  async handle(_payload, { deps }) {
    const now = deps.clock();
    const rows = await rawRows<{ id: string }>(
      deps.db,
      sql`
      select d.id from document_delivery_log d
      where d.status = 'pending'
        and (d.locked_until is null or d.locked_until < ${now.toISOString()}::timestamptz)
        and d.created_at < ${new Date(now.getTime() - GRACE_MS).toISOString()}::timestamptz
        and not exists (
          select 1 from pgboss.job j
          where j.name = ${deliverDocumentJob.name} and j.singleton_key = d.id::text
            and j.state in ('created', 'retry', 'active')
        )
      order by d.created_at
      limit 500`,
    );
    for (const { id } of rows) {
      await deps.jobs.send(deliverDocumentJob, { deliveryId: id }, { singletonKey: id });
    }
    if (rows.length > 0) deps.log.info(`[entregas] ${rows.length} entrega(s) pendente(s) enfileirada(s) de novo`);
    const next = new Date(now.getTime() + EVERY_MS);
    await deps.jobs.send(requeueDeliveriesJob, {}, { singletonKey: requeueRunKey(next), startAfter: next });
  },
});
