import { and, asc, desc, eq, ilike, ne, type SQL, sql } from "drizzle-orm";
import type { Page } from "../../../domain/list";
import { isSuperAdmin, type RoleSlug } from "../../../domain/permissions";
import type { AccountOption, RoleOption, UserListItem, UserListQuery } from "../../../domain/users";
import { USER_MESSAGES } from "../../../domain/users";
import type { Db } from "../../platform/db/client";
import { listSourcePage } from "../../platform/db/list-page";
import { oneRowOr404 } from "../../platform/db/one-row";
import { containsPattern } from "../../platform/db/sql-search";
import { activeCorporateAccount } from "../accounts";
import { corporateAccounts } from "../accounts/schema";
import type { Actor } from "../auth";
import { roles } from "./schema";
import { managedUsersScope } from "./scope";
import { userRolesWithMetadata as v } from "./view";

const listColumns = {
  userId: v.userId,
  email: v.email,
  emailVerified: v.emailVerified,
  fullName: v.fullName,
  phone: v.phone,
  isActive: sql<boolean>`coalesce(${v.isActive}, ${v.metadataIsActive})`.mapWith(Boolean),
  roleSlug: v.roleSlug,
  roleName: v.roleName,
  corporateAccountId: v.corporateAccountId,
  corporateAccountName: v.corporateAccountName,
  createdAt: v.metadataCreatedAt,
};

type Row = {
  userId: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  phone: string | null;
  isActive: boolean;
  roleSlug: string | null;
  roleName: string | null;
  corporateAccountId: string | null;
  corporateAccountName: string | null;
  createdAt: Date;
};

function toItem(r: Row): UserListItem {
  return {
    userId: r.userId,
    email: r.email,
    emailVerified: r.emailVerified,
    fullName: r.fullName,
    phone: r.phone,
    isActive: r.isActive,
    role: r.roleSlug && r.roleName ? { slug: r.roleSlug as RoleSlug, name: r.roleName } : null,
    corporateAccount:
      r.corporateAccountId && r.corporateAccountName
        ? { id: r.corporateAccountId, name: r.corporateAccountName }
        : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The user list (spec 1 §7): newest first, exact count, name search, role filter, 10 per page, scoped. */
export async function listUsers(
  db: Db,
  actor: Actor,
  query: { page: number; search?: string; role?: UserListQuery["role"] },
): Promise<Page<UserListItem>> {
  const where = and(
    managedUsersScope(actor),
    query.search ? ilike(v.fullName, containsPattern(query.search)) : undefined,
    query.role ? eq(v.roleSlug, query.role) : undefined,
  ) as SQL;
  return listSourcePage(
    db,
    query.page,
    { columns: listColumns, source: v, where, orderBy: [desc(v.metadataCreatedAt), asc(v.userId)] },
    toItem,
  );
}

/** One managed user (for the edit form); 404 when missing or outside the actor's scope. */
export async function getUser(db: Db, actor: Actor, userId: string): Promise<UserListItem> {
  const where = and(eq(v.userId, userId), managedUsersScope(actor));
  return toItem(await oneRowOr404(db, { columns: listColumns, source: v, where }, USER_MESSAGES.notFound));
}

/** Roles the actor may assign, ordered by name (corporate_admin: without super_admin). */
export async function roleOptions(db: Db, actor: Actor): Promise<RoleOption[]> {
  const rows = await db
    .select({ id: roles.id, slug: roles.slug, name: roles.name })
    .from(roles)
    .where(isSuperAdmin(actor) ? undefined : ne(roles.slug, "super_admin"))
    .orderBy(asc(roles.name));
  return rows.map((r) => ({ ...r, slug: r.slug as RoleSlug }));
}

/** Active corporate accounts the actor may pick, ordered by name (corporate_admin: their own). */
export async function accountOptions(db: Db, actor: Actor): Promise<AccountOption[]> {
  if (!isSuperAdmin(actor) && !actor.accountId) return [];
  return db
    .select({ id: corporateAccounts.id, name: corporateAccounts.name })
    .from(corporateAccounts)
    .where(
      and(
        activeCorporateAccount,
        isSuperAdmin(actor) ? undefined : eq(corporateAccounts.id, actor.accountId as string),
      ),
    )
    .orderBy(asc(corporateAccounts.name));
}
