import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { rawRows } from "../db/raw-rows";
import type { Deps } from "../deps";
import type { JobDefinition } from "./define-job";

/** The payload of every delivery job (document deliveries, broadcast deliveries): the delivery row. */
export const deliveryPayload = z.object({ deliveryId: z.uuid() }).strict();

/**
 * The condition "no job of that kind holds the row `id`": none created, retrying or running under the
 * row's id as singletonKey (the queue's own table stays a kernel detail).
 */
export const notHeldByQueue = (job: Pick<JobDefinition, "name">, id: SQL) => sql`not exists (
  select 1 from pgboss.job j
  where j.name = ${job.name} and j.singleton_key = ${id}::text and j.state in ('created', 'retry', 'active'))`;

/**
 * Queues `job` again for each candidate row (`candidates` selects `id`, oldest first) that no job of
 * that kind holds: none created, retrying or running under the row's id as singletonKey. That is a
 * crash between the commit and the queueing, or a lost job. Returns how many were queued.
 */
export async function requeueLost<S extends z.ZodType>(
  deps: Pick<Deps, "db" | "jobs">,
  job: JobDefinition<S>,
  candidates: SQL,
  payloadOf: (id: string) => z.input<S>,
): Promise<number> {
  const rows = await rawRows<{ id: string }>(
    deps.db,
    sql`select c.id from (${candidates}) c where ${notHeldByQueue(job, sql`c.id`)} limit 500`,
  );
  for (const { id } of rows) {
    await deps.jobs.send(job, payloadOf(id), { singletonKey: id });
  }
  return rows.length;
}

/** requeueLost for the delivery jobs (document deliveries, broadcast deliveries). */
export function requeueLostDeliveries(
  deps: Pick<Deps, "db" | "jobs">,
  job: JobDefinition<typeof deliveryPayload>,
  candidates: SQL,
): Promise<number> {
  return requeueLost(deps, job, candidates, (id) => ({ deliveryId: id }));
}
