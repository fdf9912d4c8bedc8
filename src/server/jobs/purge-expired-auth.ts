import { z } from "zod";
import { purgeExpiredAuth } from "../services/purge-expired-auth";
import { defineJob } from "./define-job";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The singleton key of a day's run: at most one purge queued per day, however many workers start. */
export const purgeRunKey = (day: Date) => `purge-${day.toISOString().slice(0, 10)}`;

/**
 * Daily housekeeping: expired sessions and e-mail tokens are deleted. Deleting what already expired
 * is idempotent, so a run repeated after a crash does no harm. Each run queues the next one.
 */
export const purgeExpiredAuthJob = defineJob({
  name: "purge-expired-auth",
  payload: z.object({}).strict(),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 300,
  policy: "short",
  async handle(_payload, { deps }) {
    const now = deps.clock();
    const gone = await purgeExpiredAuth(deps.db, now);
    deps.log.info(`[jobs] limpeza: ${gone.sessions} sessões e ${gone.verifications} tokens expirados removidos`);
    const tomorrow = new Date(now.getTime() + DAY_MS);
    await deps.jobs.send(purgeExpiredAuthJob, {}, { singletonKey: purgeRunKey(tomorrow), startAfter: tomorrow });
  },
});
