import { and, asc, eq } from "drizzle-orm";
import type { Actor, RoleSlug } from "../../../domain/auth/permissions";
import { USER_MESSAGES } from "../../../domain/users/users";
import { accounts } from "../../db/tables/auth";
import { roles, userMetadata, userRoles } from "../../db/tables/users";
import type { Tx } from "../../platform/db/client";
import { AppError, notFound } from "../../platform/errors/app-error";
import { managedUsersScope } from "./scope";

export const emailTaken = () =>
  new AppError("EMAIL_TAKEN", USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });

export const metadataScope = (actor: Actor) =>
  managedUsersScope(actor, { userId: userMetadata.userId, accountId: userMetadata.corporateAccountId });

export async function lockManagedUser(tx: Tx, actor: Actor, userId: string) {
  const [row] = await tx
    .select({ isActive: userMetadata.isActive, accountId: userMetadata.corporateAccountId })
    .from(userMetadata)
    .where(and(eq(userMetadata.userId, userId), metadataScope(actor)))
    .for("update");
  if (!row) throw notFound(USER_MESSAGES.notFound);
  const [current] = await tx
    .select({ slug: roles.slug })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.isActive, true)))
    .orderBy(asc(userRoles.createdAt))
    .limit(1);
  return { ...row, roleSlug: (current?.slug ?? null) as RoleSlug | null };
}

export async function setPassword(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  const updated = await tx
    .update(accounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await tx
      .insert(accounts)
      .values({ id: crypto.randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
  }
}
