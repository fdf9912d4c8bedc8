import { type Actor, hasRole, isSuperAdmin } from "../auth/permissions";

/**
 * THE rule of who sees which document (spec 3 §6), used by every document query and by the
 * live-updates filter: super_admin all; corporate_admin and supervisor_user their account's;
 * everyone else their own.
 */
export type DocumentScope = { kind: "all" } | { kind: "account"; accountId: string } | { kind: "own"; userId: string };

export function documentScope(actor: Actor): DocumentScope {
  if (isSuperAdmin(actor)) return { kind: "all" };
  if (actor.accountId && (hasRole(actor, "corporate_admin") || hasRole(actor, "supervisor_user"))) {
    return { kind: "account", accountId: actor.accountId };
  }
  return { kind: "own", userId: actor.userId };
}

/** The scope for one row already known (an event's user_id / corporate_account_id). */
export function documentRowVisible(actor: Actor, row: { userId: string | null; accountId: string | null }): boolean {
  const scope = documentScope(actor);
  if (scope.kind === "all") return true;
  if (scope.kind === "account") return row.accountId === scope.accountId;
  return row.userId === scope.userId;
}
