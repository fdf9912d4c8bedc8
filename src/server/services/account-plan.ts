import { eq } from "drizzle-orm";
import { type PlanFeatures, readPlanFeatures } from "../../domain/plan-features";
import type { Db, Tx } from "../db/client";
import { corporateAccounts, subscriptionPlans } from "../db/schema/index";

/**
 * The plan features of a corporate account, or null when the account has no plan (no limits to enforce).
 * Limits are checked by the feature that creates the thing limited (users, templates, signatures…).
 */
export async function accountPlanFeatures(
  db: Db | Tx,
  accountId: string,
): Promise<{ planName: string; features: PlanFeatures } | null> {
  const [row] = await db
    .select({ planName: subscriptionPlans.name, features: subscriptionPlans.featuresConfig })
    .from(corporateAccounts)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, corporateAccounts.planId))
    .where(eq(corporateAccounts.id, accountId))
    .limit(1);
  return row ? { planName: row.planName, features: readPlanFeatures(row.features) } : null;
}
