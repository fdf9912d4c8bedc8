import { and, count, eq, gte, ne, sql } from "drizzle-orm";
import { type RoleSlug, roleName } from "../../../domain/auth/permissions";
import { categoryLimitMessage } from "../../../domain/categories/categories";
import { type PlanFeatures, readPlanFeatures } from "../../../domain/plans/features";
import { signatureLimitMessage } from "../../../domain/plans/plans";
import { TEMPLATE_MESSAGES } from "../../../domain/templates/templates";
import { roleLimitMessage, totalLimitMessage } from "../../../domain/users/users";
import { corporateAccounts } from "../../db/tables/accounts";
import { categories, categoryCorporateAccounts } from "../../db/tables/categories";
import { subscriptionPlans } from "../../db/tables/plans";
import { signatureRequests } from "../../db/tables/signatures";
import { documentTemplates } from "../../db/tables/templates";
import { roles, userMetadata, userRoles } from "../../db/tables/users";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";

/**
 * The one home of plan limits (issue 8 §4). A feature that creates something limited calls
 * `assertWithinPlanLimit(tx, accountId, request)` inside its transaction, after locking the account row
 * (`lockAccountRow`) so concurrent creations cannot both pass. An account without a plan has no limits.
 * Refusals are 409 PLAN_LIMIT_REACHED with the Portuguese text of the limit.
 */
export type PlanLimitKind = "users" | "templates" | "categories" | "documentsPerMonth" | "signaturesPerMonth";

export type PlanLimitRequest =
  /** One more active user with `role` (`excludeUserId`: the user being edited is not counted). */
  | { kind: "users"; role: RoleSlug; excludeUserId?: string }
  /** One more template of the account. */
  | { kind: "templates" }
  /**
   * The account's linked categories after the save (`linkedAfterSave`), or, without it, one more than linked
   * today; `accountName` names the account when one save touches several.
   */
  | { kind: "categories"; linkedAfterSave?: number; accountName?: string }
  /** One more generated document this month: plans carry no such limit (spec 2 §9: "unlimited"). */
  | { kind: "documentsPerMonth" }
  /** One more signature request in the Brasília calendar month of `at`, within monthly_signatures_limit. */
  | { kind: "signaturesPerMonth"; at: Date };

/** The plan features of a corporate account, or null when the account has no plan (no limits to enforce). */
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

/** Locks the account row for the rest of the transaction: serializes the limit checks of one account. */
export async function lockAccountRow(tx: Tx, accountId: string): Promise<void> {
  await tx
    .select({ id: corporateAccounts.id })
    .from(corporateAccounts)
    .where(eq(corporateAccounts.id, accountId))
    .for("update");
}

/**
 * The first instant of the calendar month in America/Sao_Paulo that contains `at` (migration 0008's
 * `minuta_month_start_at`; the views' `minuta_month_start(0)` is the same function at `now()`).
 */
export const monthStartSql = (at: Date) => sql`minuta_month_start_at(${at.toISOString()}::timestamptz)`;

/** Signature requests of the account in the Brasília month of `at`: what the limit and the plan overview count. */
export async function signaturesThisMonth(db: Db | Tx, accountId: string, at: Date): Promise<number> {
  const [used] = await db
    .select({ n: count() })
    .from(signatureRequests)
    .where(
      and(eq(signatureRequests.corporateAccountId, accountId), gte(signatureRequests.createdAt, monthStartSql(at))),
    );
  return Number(used?.n ?? 0);
}

const refuse = (message: string) => new AppError("PLAN_LIMIT_REACHED", message);
const n = (row: { n: number } | undefined) => Number(row?.n ?? 0);

/** Throws 409 PLAN_LIMIT_REACHED when `request` would take the account past its plan. */
export async function assertWithinPlanLimit(db: Db | Tx, accountId: string, request: PlanLimitRequest): Promise<void> {
  if (request.kind === "documentsPerMonth") return;
  const plan = await accountPlanFeatures(db, accountId);
  if (!plan) return;
  const { planName, features } = plan;
  switch (request.kind) {
    case "users":
      return assertUserLimit(db, accountId, planName, features, request.role, request.excludeUserId);
    case "templates": {
      const [used] = await db
        .select({ n: count() })
        .from(documentTemplates)
        .where(eq(documentTemplates.corporateAccountId, accountId));
      const max = features.max_templates_allowed;
      if (n(used) >= max) throw refuse(TEMPLATE_MESSAGES.planLimit(max));
      return;
    }
    case "categories": {
      // The account's own categories (issue 48 point 4) count with the linked ones.
      const [own] = await db
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.corporateAccountId, accountId));
      let linked = request.linkedAfterSave;
      if (linked === undefined) {
        const [links] = await db
          .select({ n: count() })
          .from(categoryCorporateAccounts)
          .where(eq(categoryCorporateAccounts.corporateAccountId, accountId));
        linked = n(links) + 1;
      }
      const max = features.max_categories_allowed;
      if (linked + n(own) > max) throw refuse(categoryLimitMessage(planName, max, request.accountName));
      return;
    }
    case "signaturesPerMonth": {
      const max = features.monthly_signatures_limit;
      if ((await signaturesThisMonth(db, accountId, request.at)) >= max)
        throw refuse(signatureLimitMessage(planName, max));
      return;
    }
  }
}

async function assertUserLimit(
  db: Db | Tx,
  accountId: string,
  planName: string,
  features: PlanFeatures,
  role: RoleSlug,
  excludeUserId: string | undefined,
): Promise<void> {
  if (role === "super_admin") return;
  const others = excludeUserId ? ne(userMetadata.userId, excludeUserId) : undefined;
  // A column inside a select expression renders unqualified, hence `${userMetadata}.user_id` below.
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      withRole: sql<number>`count(*) filter (where exists (
        select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
        where ur.user_id = ${userMetadata}.user_id and ur.is_active and r.slug = ${role}))`.mapWith(Number),
    })
    .from(userMetadata)
    .where(and(eq(userMetadata.corporateAccountId, accountId), eq(userMetadata.isActive, true), others));
  const roleLimit = features.user_roles_limit[role];
  if ((counts?.withRole ?? 0) >= roleLimit) throw refuse(roleLimitMessage(planName, roleLimit, roleName(role)));
  const totalLimit = features.max_total_users;
  if ((counts?.total ?? 0) >= totalLimit) throw refuse(totalLimitMessage(planName, totalLimit));
}
