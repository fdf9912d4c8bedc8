import { sql } from "drizzle-orm";
import { AI_RESULT_KEEP_HOURS, ASSISTANT_MESSAGES } from "../../../domain/assistant/assistant";
import { rawRows } from "../../platform/db/raw-rows";
import type { Deps } from "../../platform/deps";
import { defineSweepJob, type SweepClock } from "../../platform/jobs/define-sweep-job";
import { notHeldByQueue, requeueLost } from "../../platform/jobs/requeue-lost";
import { assistantCallJob } from "./call-job";
import { AI_STREAM_TIMEOUT_MS } from "./run-call";

/** A streamed call still "running" this long after its last change lost its process (two attempts and a margin). */
const STREAM_LOST_MS = 2 * AI_STREAM_TIMEOUT_MS + 60_000;

/** Ends unfinished records as lost: the reservation released, a pasted text gone unless the account keeps texts. */
const endLost = (where: ReturnType<typeof sql>) => sql`
  update ai_calls c set status = 'error', error = ${ASSISTANT_MESSAGES.lost}, reserved_tokens = 0, updated_at = now(),
    input_text = case when exists (select 1 from ai_account_settings s
      where s.corporate_account_id = c.corporate_account_id and s.store_text) then c.input_text else null end
  where ${where}
  returning c.id`;

/**
 * What keeps the assistant's records honest after a crash (decision 0049, like the outbox sweeps):
 * a queued job no queue holds (the process died between the commit and the send) is queued again; a
 * job that ran and no queue holds any more (its retries lost too) and a streamed call whose process
 * died end as errors, their reservations released; a job's result is cleared after a day.
 */
export async function sweepAssistantCalls(deps: Pick<Deps, "db" | "jobs" | "log">, { now, before }: SweepClock) {
  const requeued = await requeueLost(
    deps,
    assistantCallJob,
    sql`select id from ai_calls where mode = 'job' and status = 'queued' and updated_at < ${before}::timestamptz
        order by updated_at`,
    (id) => ({ callId: id }),
  );
  const lostJobs = await rawRows<{ id: string }>(
    deps.db,
    endLost(sql`c.mode = 'job' and c.status = 'running' and c.updated_at < ${before}::timestamptz
      and ${notHeldByQueue(assistantCallJob, sql`c.id`)}`),
  );
  const streamLost = new Date(now.getTime() - STREAM_LOST_MS).toISOString();
  const lostStreams = await rawRows<{ id: string }>(
    deps.db,
    endLost(sql`c.mode = 'stream' and c.status = 'running' and c.updated_at < ${streamLost}::timestamptz`),
  );
  const keepFrom = new Date(now.getTime() - AI_RESULT_KEEP_HOURS * 3_600_000).toISOString();
  await deps.db.execute(
    sql`update ai_calls set result = null where result is not null and updated_at < ${keepFrom}::timestamptz`,
  );
  const lost = lostJobs.length + lostStreams.length;
  if (requeued + lost > 0)
    deps.log.info(`[assistente] ${requeued} pedido(s) reenfileirado(s), ${lost} interrompido(s)`);
}

/** Every minute (and when the workers start): sweepAssistantCalls. */
export const assistantSweepJob = defineSweepJob("assistant-sweep", sweepAssistantCalls);
