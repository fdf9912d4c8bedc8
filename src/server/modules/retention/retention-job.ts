import { defineDailyJob } from "../../platform/jobs/define-periodic-job";
import { applyRetention } from "./apply-retention";

/** Daily: each account's retention (issue 27). Idempotent, so a retried or repeated run does no harm. */
export const retentionJob = defineDailyJob("apply-retention", async (deps, now) => {
  let failed = 0;
  const done = await applyRetention(deps.db, now, (accountId, err) => {
    failed++;
    deps.log.error(`[jobs] retenção: falha na conta ${accountId}: ${(err as Error).message}`);
  });
  deps.log.info(
    `[jobs] retenção: ${done.accounts} contas, ${done.removed.drafts} rascunhos e ${done.removed.deliveryLogs} registros de envio removidos`,
  );
  // Thrown after every account had its turn, so the queue retries the run (the failed ones again).
  if (failed > 0) throw new Error(`retenção falhou em ${failed} conta(s)`);
});
