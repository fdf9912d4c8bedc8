import { sql } from "drizzle-orm";
import { readPlanFeatures } from "../../../domain/plans/features";
import { PLAN_MESSAGES, type Plan, type PlanFormOutput } from "../../../domain/plans/plans";
import { subscriptionPlans } from "../../db/tables/plans";
import { throwDbError } from "../../platform/errors/db-errors";

/** Subscription plans (super_admin only: the routes' guard). */
const accountsCount =
  sql<number>`(select count(*) from corporate_accounts ca where ca.plan_id = "subscription_plans"."id")`.mapWith(
    Number,
  );

export const planColumns = {
  id: subscriptionPlans.id,
  name: subscriptionPlans.name,
  description: subscriptionPlans.description,
  monthlyPrice: subscriptionPlans.monthlyPrice,
  annualPrice: subscriptionPlans.annualPrice,
  isActive: subscriptionPlans.isActive,
  featuresConfig: subscriptionPlans.featuresConfig,
  createdAt: subscriptionPlans.createdAt,
  accountsCount,
};

export type PlanRow = { [K in keyof typeof planColumns]: unknown } & {
  id: string;
  name: string;
  description: string | null;
  monthlyPrice: number;
  annualPrice: number;
  isActive: boolean;
  featuresConfig: unknown;
  createdAt: Date;
  accountsCount: number;
};

export const toPlan = (r: PlanRow): Plan => ({
  id: r.id,
  name: r.name,
  description: r.description,
  monthlyPrice: Number(r.monthlyPrice),
  annualPrice: Number(r.annualPrice),
  isActive: r.isActive,
  featuresConfig: readPlanFeatures(r.featuresConfig),
  accountsCount: Number(r.accountsCount),
  createdAt: r.createdAt.toISOString(),
});

export const valuesOf = (input: PlanFormOutput) => ({
  name: input.name,
  description: input.description || null,
  monthlyPrice: input.monthlyPrice,
  annualPrice: input.annualPrice ?? 0,
  isActive: input.isActive,
  // max_total_users was recomputed by the schema as the sum of the role limits.
  featuresConfig: input.featuresConfig as unknown as Record<string, unknown>,
});

export const mapUnique = (err: unknown) =>
  throwDbError(err, { unique: { code: "PLAN_NAME_TAKEN", message: PLAN_MESSAGES.nameTaken, field: "name" } });
