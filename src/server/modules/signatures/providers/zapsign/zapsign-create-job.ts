import { z } from "zod";
import type { Deps } from "../../../../platform/deps";
import { defineJob } from "../../../../platform/jobs/define-job";
import { createPendingAtZapsign } from "./zapsign-create";

/** Retries: 5 after the first try, waiting about 1, 2, 4, 8 and 16 minutes (6 attempts over half an hour). */
export const ZAPSIGN_CREATE_RETRY = { limit: 5, delaySeconds: 60, backoff: true } as const;

/**
 * Creates at ZapSign a signature request stored pending because ZapSign answered 429/5xx or did not
 * answer when the user asked (issue 11: "429/5xx retried with backoff through jobs"). The payload is
 * the request id; policy "short" with it as singleton key: queued at most once however often asked.
 */
export const zapsignCreateJob = defineJob({
  name: "zapsign-create",
  payload: z.object({ requestId: z.uuid() }).strict(),
  retry: ZAPSIGN_CREATE_RETRY,
  expireInSeconds: 120,
  policy: "short",
  async handle({ requestId }, { deps, retryCount }) {
    await createPendingAtZapsign(deps, requestId, retryCount >= ZAPSIGN_CREATE_RETRY.limit);
  },
});

/** Queues the creation at ZapSign of a request stored pending (singleton per request). */
export async function queueZapsignCreation(deps: Pick<Deps, "jobs" | "log">, requestId: string): Promise<void> {
  try {
    await deps.jobs.send(zapsignCreateJob, { requestId }, { singletonKey: requestId });
  } catch (err) {
    // The request stays pending with its reason; the hourly sweep (zapsign-sync) queues it again.
    deps.log.error(`[assinaturas] não foi possível enfileirar a criação no ZapSign de ${requestId}: ${String(err)}`);
  }
}
