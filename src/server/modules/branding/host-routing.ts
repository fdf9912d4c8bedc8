import { and, eq } from "drizzle-orm";
import { canonicalHost } from "../../../domain/shared/host-name";
import { accountHosts } from "../../db/tables/branding";
import type { Db, Tx } from "../../platform/db/client";
import { accountPlanFeatures } from "../plans";

/**
 * The account a request's host name belongs to: a host verified by DNS, while the account's plan has
 * White label. Any other host (the platform's, an unknown one, a pending or failed claim) is null:
 * the platform answers it as always.
 */
export async function hostAccount(db: Db | Tx, hostname: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: accountHosts.corporateAccountId })
    .from(accountHosts)
    .where(and(eq(accountHosts.host, canonicalHost(hostname)), eq(accountHosts.status, "verified")))
    .limit(1);
  if (!row) return null;
  const plan = await accountPlanFeatures(db, row.accountId);
  return plan?.features.white_label_enabled ? row.accountId : null;
}

/**
 * Where an account's signer and share links point: its verified host under White label (same scheme
 * as APP_URL, no port: the operator's reverse proxy answers it, decision 0043), else APP_URL. Read when
 * a message is composed, so a host removed or a plan downgraded changes the next link at once.
 */
export async function accountLinkBase(db: Db | Tx, accountId: string | null, appUrl: string): Promise<string> {
  const base = appUrl.replace(/\/$/, "");
  if (!accountId) return base;
  const [row] = await db
    .select({ host: accountHosts.host })
    .from(accountHosts)
    .where(and(eq(accountHosts.corporateAccountId, accountId), eq(accountHosts.status, "verified")))
    .limit(1);
  if (!row) return base;
  const plan = await accountPlanFeatures(db, accountId);
  return plan?.features.white_label_enabled ? `${new URL(appUrl).protocol}//${row.host}` : base;
}
