import { hashPassword } from "better-auth/crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import type { RoleSlug } from "../../../domain/permissions";
import type { CreatedUser, CreateUserData, UpdateUserData } from "../../../domain/users";
import { USER_MESSAGES } from "../../../domain/users";
import type { Db, Tx } from "../../platform/db/client";
import { AppError, notFound } from "../../platform/errors/app-error";
import { throwDbError } from "../../platform/errors/db-errors";
import { recordAudit } from "../audit";
import type { Actor, Auth } from "../auth";
import { createAccount } from "../auth";
import { accounts, sessions, users } from "../auth/schema";
import { assertWithinPlanLimit } from "../plans";
import { lockActiveAccount } from "./plan-limits";
import { roles, userMetadata, userRoles } from "./schema";
import { managedUsersScope, resolveAssignment } from "./scope";

const emailTaken = () => new AppError("EMAIL_TAKEN", USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
const metadataScope = (actor: Actor) =>
  managedUsersScope(actor, { userId: userMetadata.userId, accountId: userMetadata.corporateAccountId });

/** Creates a user (confirmed, or unconfirmed with a confirmation e-mail), within the account's plan limits. */
export async function createUser(
  deps: { db: Db; auth: Auth },
  actor: Actor,
  input: CreateUserData,
  log: (msg: string, err?: unknown) => void,
): Promise<CreatedUser> {
  const { role, accountId } = resolveAssignment(actor, input.role as RoleSlug, input.corporateAccountId || null);
  const { userId } = await deps.db.transaction(async (tx) => {
    if (accountId) {
      await lockActiveAccount(tx, accountId);
      await assertWithinPlanLimit(tx, accountId, { kind: "users", role });
    }
    const created = await createAccount(tx, {
      email: input.email,
      password: input.password,
      fullName: input.fullName,
      phone: input.phone || null,
      roleSlug: role,
      corporateAccountId: accountId,
      emailVerified: !input.sendConfirmationEmail,
      assignedBy: actor.userId,
    });
    await recordAudit(tx, {
      actor,
      accountId,
      action: "user.created",
      target: { type: "user", id: created.userId },
      changes: { role },
    });
    return created;
  });
  let confirmationSentAt: string | null = null;
  if (input.sendConfirmationEmail) {
    try {
      await deps.auth.api.sendVerificationEmail({ body: { email: input.email } });
      confirmationSentAt = new Date().toISOString();
    } catch (err) {
      // The user exists; the e-mail can be sent again from the login screen, or confirmed by a super admin.
      log("confirmation e-mail failed", err);
    }
  }
  return {
    user: {
      id: userId,
      email: input.email,
      email_confirmed: !input.sendConfirmationEmail,
      confirmation_sent_at: confirmationSentAt,
    },
  };
}

async function lockManagedUser(tx: Tx, actor: Actor, userId: string) {
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

/**
 * Updates a managed user: profile, e-mail, role, account, password and the active flag (reactivation included).
 * A changed e-mail is no longer confirmed: a super admin may confirm it again, or the admin asks for a
 * confirmation e-mail to the new address.
 */
export async function updateUser(
  deps: { db: Db; auth: Auth },
  actor: Actor,
  userId: string,
  input: UpdateUserData,
  log: (msg: string, err?: unknown) => void,
): Promise<void> {
  const { db } = deps;
  if (userId === actor.userId && !input.isActive) {
    throw new AppError("SELF_DEACTIVATION", USER_MESSAGES.selfDeactivate, {
      isActive: USER_MESSAGES.selfDeactivate,
    });
  }
  const { role, accountId } = resolveAssignment(actor, input.role as RoleSlug, input.corporateAccountId || null);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  let emailChanged = false;
  try {
    emailChanged = await db.transaction(async (tx) => {
      const current = await lockManagedUser(tx, actor, userId);
      const accountChanged = accountId !== current.accountId;
      const becomesCounted = input.isActive && (accountChanged || role !== current.roleSlug || !current.isActive);
      if (accountId && (accountChanged || becomesCounted)) await lockActiveAccount(tx, accountId);
      if (accountId && becomesCounted)
        await assertWithinPlanLimit(tx, accountId, { kind: "users", role, excludeUserId: userId });

      const [stored] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      const changed = stored?.email.toLowerCase() !== input.email.toLowerCase();
      await tx
        .update(users)
        .set({
          email: input.email,
          name: input.fullName,
          ...(changed ? { emailVerified: false } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await tx
        .update(userMetadata)
        .set({
          fullName: input.fullName,
          phone: input.phone || null,
          corporateAccountId: accountId,
          isActive: input.isActive,
        })
        .where(eq(userMetadata.userId, userId));
      const [roleRow] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, role)).limit(1);
      if (!roleRow) throw new AppError("ROLE_NOT_FOUND", "Papel inválido", { role: "Papel inválido" });
      await tx
        .insert(userRoles)
        .values({
          userId,
          roleId: roleRow.id,
          corporateAccountId: accountId,
          assignedBy: actor.userId,
          isActive: input.isActive,
        })
        .onConflictDoUpdate({
          target: [userRoles.userId, userRoles.roleId],
          set: { corporateAccountId: accountId, assignedBy: actor.userId, isActive: input.isActive },
        });
      await tx
        .update(userRoles)
        .set({ isActive: false, corporateAccountId: accountId })
        .where(and(eq(userRoles.userId, userId), ne(userRoles.roleId, roleRow.id)));
      if (passwordHash) await setPassword(tx, userId, passwordHash);
      // A deactivated user, or one whose password an admin changed, is signed out everywhere.
      if (!input.isActive || (passwordHash && userId !== actor.userId)) {
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      }
      const roleChanged = role !== current.roleSlug || accountChanged;
      await recordAudit(tx, {
        actor,
        accountId: accountId ?? current.accountId,
        action: roleChanged ? "user.roles_changed" : "user.updated",
        target: { type: "user", id: userId },
        changes: {
          ...(roleChanged
            ? { role: { from: current.roleSlug, to: role }, accountId: { from: current.accountId, to: accountId } }
            : {}),
          isActive: input.isActive,
          emailChanged: changed,
          ...(passwordHash ? { password: true } : {}),
        },
      });
      return changed;
    });
  } catch (err) {
    return throwDbError(err, { unique: emailTaken });
  }
  if (emailChanged && input.sendConfirmationEmail) {
    try {
      await deps.auth.api.sendVerificationEmail({ body: { email: input.email } });
    } catch (err) {
      // Saved; the e-mail can be sent again from the login screen, or confirmed by a super admin.
      log("confirmation e-mail failed", err);
    }
  }
}

async function setPassword(tx: Tx, userId: string, passwordHash: string): Promise<void> {
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

/** Deactivates a managed user: metadata and role assignments inactive, sessions ended (reversible by editing). */
export async function deactivateUser(db: Db, actor: Actor, userId: string): Promise<void> {
  if (userId === actor.userId) throw new AppError("SELF_DEACTIVATION", USER_MESSAGES.selfDeactivate);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(userMetadata)
      .set({ isActive: false })
      .where(and(eq(userMetadata.userId, userId), metadataScope(actor)))
      .returning({ accountId: userMetadata.corporateAccountId });
    if (!updated[0]) throw notFound(USER_MESSAGES.notFound);
    await tx.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      actor,
      accountId: updated[0].accountId,
      action: "user.deactivated",
      target: { type: "user", id: userId },
    });
  });
}

/** Marks a user's e-mail as confirmed (super_admin only; the route enforces the role). */
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  const updated = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw notFound(USER_MESSAGES.notFound);
}
