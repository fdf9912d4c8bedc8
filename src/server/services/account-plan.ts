import { eq } from "drizzle-orm";
import { categoryLimitMessage } from "../../domain/categories";
import { type PlanFeatures, readPlanFeatures } from "../../domain/plan-features";
import type { Db, Tx } from "../db/client";
import { corporateAccounts, subscriptionPlans } from "../db/schema/index";
import { AppError } from "../services/app-error";

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

/**
 * Refuses (409 PLAN_LIMIT_REACHED) a save that would leave the account with `linkedCategories`
 * categories when its plan allows fewer; an account without a plan has no limit. Callers check only
 * saves that add a link, and lock the account row first so concurrent saves cannot both pass.
 */
export async function assertCategoryLimit(
  db: Db | Tx,
  accountId: string,
  linkedCategories: number,
  accountName?: string,
): Promise<void> {
  const plan = await accountPlanFeatures(db, accountId);
  if (!plan) return;
  const max = plan.features.max_categories_allowed;
  if (linkedCategories > max) {
    throw new AppError("PLAN_LIMIT_REACHED", 409, categoryLimitMessage(plan.planName, max, accountName));
  }
}
