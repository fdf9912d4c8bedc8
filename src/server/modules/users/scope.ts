import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin, type RoleSlug } from "../../../domain/auth/permissions";
import { USER_MESSAGES } from "../../../domain/users/users";
import { AppError, forbidden } from "../../platform/errors/app-error";
import { userRolesWithMetadata as v } from "./view";

/**
 * Which users an actor manages, as a condition on the view (ARCHITECTURE §4: scoped in the same query).
 * super_admin: everyone. corporate_admin: users of their own account who are not super admins.
 */
export function managedUsersScope(
  actor: Actor,
  cols: { userId: AnyColumn; accountId: AnyColumn } = { userId: v.userId, accountId: v.corporateAccountId },
): SQL {
  if (isSuperAdmin(actor)) return sql`true`;
  if (!actor.accountId) return sql`false`;
  return and(
    eq(cols.accountId, actor.accountId),
    sql`not exists (select 1 from user_roles sa join roles sr on sr.id = sa.role_id
      where sa.user_id = ${cols.userId} and sr.slug = 'super_admin')`,
  ) as SQL;
}

/**
 * The role and account a user may be given by this actor. corporate_admin: never super_admin, only
 * their own account (filled in when omitted). super_admin users belong to no account.
 */
export function resolveAssignment(
  actor: Actor,
  role: RoleSlug,
  requestedAccountId: string | null | undefined,
): { role: RoleSlug; accountId: string | null } {
  if (!isSuperAdmin(actor)) {
    if (role === "super_admin") throw forbidden(USER_MESSAGES.superAdminRole);
    if (!actor.accountId) throw forbidden(USER_MESSAGES.otherAccount);
    const accountId = requestedAccountId || actor.accountId;
    if (accountId !== actor.accountId) throw forbidden(USER_MESSAGES.otherAccount);
    return { role, accountId };
  }
  if (role === "super_admin") return { role, accountId: null };
  if (!requestedAccountId) {
    throw new AppError("VALIDATION_ERROR", USER_MESSAGES.accountRequired, {
      corporateAccountId: USER_MESSAGES.accountRequired,
    });
  }
  return { role, accountId: requestedAccountId };
}
