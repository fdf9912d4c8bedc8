import { eq } from "drizzle-orm";
import { accountHosts } from "../../db/tables/branding";
import type { Deps } from "../../platform/deps";
import { definePeriodicJob } from "../../platform/jobs/define-periodic-job";
import { checkHost } from "./custom-host";

/** Checks every verified host again; answers how many lost their record. */
export async function recheckVerifiedHosts(deps: Pick<Deps, "db" | "resolver">, now: Date): Promise<number> {
  const hosts = await deps.db
    .select({ accountId: accountHosts.corporateAccountId })
    .from(accountHosts)
    .where(eq(accountHosts.status, "verified"));
  let lost = 0;
  for (const { accountId } of hosts) {
    const row = await checkHost(deps.db, deps.resolver.txt, accountId, now);
    if (row?.status === "failed") lost++;
  }
  return lost;
}

/**
 * Verified host names are checked again every 6 hours: a TXT record removed (the name sold, the
 * customer gone elsewhere) ends the routing and the links; a resolver that does not answer changes
 * nothing (custom-host.ts checkHost). Only in production, or where CUSTOM_HOST_RECHECK=1 asks for it
 * (issue 38 §11): a development or test server does not look customers' names up on its own.
 */
export const hostRecheckJob = definePeriodicJob({
  name: "custom-host-recheck",
  everyMs: 6 * 60 * 60 * 1000,
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 900,
  async run(deps, now) {
    if (!deps.config.customHostRecheck) return;
    const lost = await recheckVerifiedHosts(deps, now);
    if (lost > 0) deps.log.warn(`[marca] ${lost} endereço(s) próprio(s) perderam a verificação DNS`);
  },
});
