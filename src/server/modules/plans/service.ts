import { and, asc, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Page } from "../../../domain/list";
import { readPlanFeatures } from "../../../domain/plan-features";
import {
  PLAN_MESSAGES,
  type Plan,
  type PlanFormOutput,
  type PlanListQuery,
  type PlanOption,
  planInUseMessage,
} from "../../../domain/plans";
import type { Db } from "../../platform/db/client";
import { listSourcePage } from "../../platform/db/list-page";
import { oneRowOr404 } from "../../platform/db/one-row";
import { containsPattern } from "../../platform/db/sql-search";
import { AppError, notFound } from "../../platform/errors/app-error";
import { throwDbError } from "../../platform/errors/db-errors";
import { corporateAccounts } from "../accounts/schema";
import { recordAudit } from "../audit";
import type { Actor } from "../auth";
import { subscriptionPlans } from "./schema";

/** Subscription plans (super_admin only: the routes' guard). */
const accountsCount =
  sql<number>`(select count(*) from corporate_accounts ca where ca.plan_id = "subscription_plans"."id")`.mapWith(
    Number,
  );

const planColumns = {
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

type PlanRow = { [K in keyof typeof planColumns]: unknown } & {
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

const toPlan = (r: PlanRow): Plan => ({
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

export async function listPlans(db: Db, q: PlanListQuery & { page: number }): Promise<Page<Plan>> {
  const where: SQL[] = [];
  if (q.search) where.push(ilike(subscriptionPlans.name, containsPattern(q.search)));
  if (q.status === "active") where.push(eq(subscriptionPlans.isActive, true));
  if (q.status === "inactive") where.push(eq(subscriptionPlans.isActive, false));
  const filter = where.length ? and(...where) : undefined;
  return listSourcePage(
    db,
    q.page,
    {
      columns: planColumns,
      source: subscriptionPlans,
      where: filter,
      orderBy: [desc(subscriptionPlans.createdAt), asc(subscriptionPlans.id)],
    },
    (r) => toPlan(r as PlanRow),
  );
}

export async function getPlan(db: Db, id: string): Promise<Plan> {
  const where = eq(subscriptionPlans.id, id);
  const row = await oneRowOr404(db, { columns: planColumns, source: subscriptionPlans, where }, PLAN_MESSAGES.notFound);
  return toPlan(row as PlanRow);
}

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

/** Active plans for the account form, by monthly price. */
export async function activePlanOptions(db: Db): Promise<PlanOption[]> {
  return (await activePlans(db)).map((p) => ({
    id: p.id,
    name: p.name,
    monthlyPrice: p.monthlyPrice,
    maxCategoriesAllowed: p.features.max_categories_allowed,
  }));
}

const valuesOf = (input: PlanFormOutput) => ({
  name: input.name,
  description: input.description || null,
  monthlyPrice: input.monthlyPrice,
  annualPrice: input.annualPrice ?? 0,
  isActive: input.isActive,
  // max_total_users was recomputed by the schema as the sum of the role limits.
  featuresConfig: input.featuresConfig as unknown as Record<string, unknown>,
});

const mapUnique = (err: unknown) =>
  throwDbError(err, { unique: { code: "PLAN_NAME_TAKEN", message: PLAN_MESSAGES.nameTaken, field: "name" } });

export async function createPlan(db: Db, actor: Actor, input: PlanFormOutput): Promise<Plan> {
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx.insert(subscriptionPlans).values(valuesOf(input)).returning({ id: subscriptionPlans.id });
      if (!row) throw new AppError("SAVE_FAILED", PLAN_MESSAGES.saveError);
      await recordAudit(tx, {
        actor,
        accountId: null,
        action: "plan.created",
        target: { type: "plan", id: row.id },
        changes: { name: input.name },
      });
      return row.id;
    })
    .catch(mapUnique);
  return getPlan(db, id);
}

/** Changes a plan's columns (all of them, or only whether it is offered) and records it, in one transaction. */
async function changePlan(
  db: Db,
  actor: Actor,
  id: string,
  values: Partial<ReturnType<typeof valuesOf>>,
): Promise<Plan> {
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptionPlans)
        .set(values)
        .where(eq(subscriptionPlans.id, id))
        .returning({ id: subscriptionPlans.id });
      if (!row) throw notFound(PLAN_MESSAGES.notFound);
      const { featuresConfig: _features, ...changes } = values;
      await recordAudit(tx, { actor, accountId: null, action: "plan.updated", target: { type: "plan", id }, changes });
    })
    .catch(mapUnique);
  return getPlan(db, id);
}

export const updatePlan = (db: Db, actor: Actor, id: string, input: PlanFormOutput): Promise<Plan> =>
  changePlan(db, actor, id, valuesOf(input));

export const setPlanActive = (db: Db, actor: Actor, id: string, isActive: boolean): Promise<Plan> =>
  changePlan(db, actor, id, { isActive });

/** A plan in use by accounts is refused (FK RESTRICT → 23503) with a message saying how many. */
export async function deletePlan(db: Db, actor: Actor, id: string): Promise<void> {
  const inUse = async () => {
    const [r] = await db.select({ n: count() }).from(corporateAccounts).where(eq(corporateAccounts.planId, id));
    return Number(r?.n ?? 0);
  };
  const used = await inUse();
  if (used > 0) throw new AppError("PLAN_IN_USE", planInUseMessage(used));
  try {
    await db.transaction(async (tx) => {
      const rows = await tx
        .delete(subscriptionPlans)
        .where(eq(subscriptionPlans.id, id))
        .returning({ name: subscriptionPlans.name });
      if (rows.length === 0) throw notFound(PLAN_MESSAGES.notFound);
      await recordAudit(tx, {
        actor,
        accountId: null,
        action: "plan.deleted",
        target: { type: "plan", id },
        changes: { name: rows[0]?.name },
      });
    });
  } catch (err) {
    // An account took the plan between the check and the delete.
    await throwDbError(err, {
      foreignKey: async () => new AppError("PLAN_IN_USE", planInUseMessage(Math.max(1, await inUse()))),
    });
  }
}
