import { asc, eq } from "drizzle-orm";
import { readPlanFeatures } from "../../../domain/plans/features";
import { subscriptionPlans } from "../../db/tables/plans";
import type { Db } from "../../platform/db/client";

/** The active plans, by monthly price then name: prices as numbers, features read (account form, landing page). */
export async function activePlans(db: Db) {
  const rows = await db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      description: subscriptionPlans.description,
      monthlyPrice: subscriptionPlans.monthlyPrice,
      annualPrice: subscriptionPlans.annualPrice,
      featuresConfig: subscriptionPlans.featuresConfig,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.monthlyPrice), asc(subscriptionPlans.name));
  return rows.map(({ featuresConfig, ...r }) => ({
    ...r,
    monthlyPrice: Number(r.monthlyPrice),
    annualPrice: Number(r.annualPrice),
    features: readPlanFeatures(featuresConfig),
  }));
}
