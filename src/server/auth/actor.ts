import { and, asc, eq } from "drizzle-orm";
import type { Actor, PermissionMap, RoleInfo, RoleSlug } from "../../domain/permissions";
import { effectivePermissions } from "../../domain/permissions";
import type { Db } from "../db/client";
import { corporateAccounts, roles, userMetadata, userRoles, users } from "../db/schema/index";

export type { Actor } from "../../domain/permissions";

/** Loads the actor of an authenticated user; null when the user is missing or deactivated. */
export async function loadActor(db: Db, userId: string): Promise<(Actor & { profile: ActorProfile }) | null> {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      name: users.name,
      fullName: userMetadata.fullName,
      phone: userMetadata.phone,
      isActive: userMetadata.isActive,
      accountId: userMetadata.corporateAccountId,
      preferences: userMetadata.preferences,
      accountName: corporateAccounts.name,
    })
    .from(users)
    .leftJoin(userMetadata, eq(userMetadata.userId, users.id))
    .leftJoin(corporateAccounts, eq(corporateAccounts.id, userMetadata.corporateAccountId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.isActive === false) return null;
  const roleRows = await db
    .select({ slug: roles.slug, name: roles.name, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.isActive, true)))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.id))
    .limit(10);
  const activeRoles: RoleInfo[] = roleRows.map((r) => ({
    slug: r.slug as RoleSlug,
    name: r.name,
    permissions: r.permissions as PermissionMap,
  }));
  return {
    userId,
    email: row.email,
    roles: activeRoles,
    permissions: effectivePermissions({ roles: activeRoles }),
    accountId: row.accountId ?? null,
    profile: {
      emailVerified: row.emailVerified,
      createdAt: row.createdAt,
      // Spec 1 §4: missing metadata falls back to the e-mail's local part.
      fullName: row.fullName ?? (row.email.split("@")[0] || "Usuário"),
      phone: row.phone ?? null,
      preferences: row.preferences ?? {},
      account: row.accountId && row.accountName ? { id: row.accountId, name: row.accountName } : null,
    },
  };
}

export interface ActorProfile {
  emailVerified: boolean;
  createdAt: Date;
  fullName: string;
  phone: string | null;
  preferences: Record<string, unknown>;
  account: { id: string; name: string } | null;
}
