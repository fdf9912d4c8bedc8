import { and, eq, ne, sql } from "drizzle-orm";
import { type RoleSlug, roleName } from "../../../domain/permissions";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/system";
import { roleLimitMessage, totalLimitMessage, USER_MESSAGES } from "../../../domain/users";
import type { Tx } from "../../db/client";
import { corporateAccounts, roles, userMetadata, userRoles } from "../../db/schema/index";
import { accountPlanFeatures } from "../../services/account-plan";
import { AppError } from "../../services/app-error";

/**
 * Locks the corporate account row for the rest of the transaction (so two concurrent creations cannot both
 * pass the plan check) and refuses accounts that are missing, inactive or the system account.
 */
export async function lockActiveAccount(tx: Tx, accountId: string): Promise<void> {
  const [row] = await tx
    .select({ id: corporateAccounts.id })
    .from(corporateAccounts)
    .where(
      and(
        eq(corporateAccounts.id, accountId),
        eq(corporateAccounts.isActive, true),
        ne(corporateAccounts.id, SYSTEM_ACCOUNT_ID),
      ),
    )
    .for("update");
  if (!row) {
    throw new AppError("INVALID_ACCOUNT", 400, USER_MESSAGES.invalidAccount, {
      corporateAccountId: USER_MESSAGES.invalidAccount,
    });
  }
}

/**
 * Refuses one more active user with `role` in the account when the plan's user_roles_limit or
 * max_total_users would be exceeded (`excludeUserId`: the user being edited is not counted).
 */
export async function assertPlanAllows(
  tx: Tx,
  accountId: string,
  role: RoleSlug,
  excludeUserId?: string,
): Promise<void> {
  if (role === "super_admin") return;
  const plan = await accountPlanFeatures(tx, accountId);
  if (!plan) return;
  const others = excludeUserId ? ne(userMetadata.userId, excludeUserId) : undefined;
  // A column inside a select expression renders unqualified, hence `${userMetadata}.user_id` below.
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      withRole: sql<number>`count(*) filter (where exists (
        select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
        where ur.user_id = ${userMetadata}.user_id and ur.is_active and r.slug = ${role}))`.mapWith(Number),
    })
    .from(userMetadata)
    .where(and(eq(userMetadata.corporateAccountId, accountId), eq(userMetadata.isActive, true), others));
  const roleLimit = plan.features.user_roles_limit[role];
  if ((counts?.withRole ?? 0) >= roleLimit) {
    throw new AppError("PLAN_LIMIT_REACHED", 409, roleLimitMessage(plan.planName, roleLimit, roleName(role)));
  }
  const totalLimit = plan.features.max_total_users;
  if ((counts?.total ?? 0) >= totalLimit) {
    throw new AppError("PLAN_LIMIT_REACHED", 409, totalLimitMessage(plan.planName, totalLimit));
  }
}
