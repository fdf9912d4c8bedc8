import { defineDailyJob } from "../../platform/jobs/define-periodic-job";
import { purgeExpiredAuth } from "./purge-expired-auth";

/** Daily housekeeping: expired sessions and e-mail tokens are deleted (idempotent). */
export const purgeExpiredAuthJob = defineDailyJob("purge-expired-auth", async (deps, now) => {
  const gone = await purgeExpiredAuth(deps.db, now);
  deps.log.info(`[jobs] limpeza: ${gone.sessions} sessões e ${gone.verifications} tokens expirados removidos`);
});
