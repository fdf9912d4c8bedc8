import { definePeriodicJob } from "../../platform/jobs/define-periodic-job";
import { purgeExpiredAuth } from "./purge-expired-auth";

/** Daily housekeeping: expired sessions and e-mail tokens are deleted (idempotent). */
export const purgeExpiredAuthJob = definePeriodicJob({
  name: "purge-expired-auth",
  everyMs: 24 * 60 * 60 * 1000,
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 300,
  async run(deps, now) {
    const gone = await purgeExpiredAuth(deps.db, now);
    deps.log.info(`[jobs] limpeza: ${gone.sessions} sessões e ${gone.verifications} tokens expirados removidos`);
  },
});
