import { hashPassword } from "better-auth/crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Actor, RoleSlug } from "../../../domain/auth/permissions";
import type { UpdateUserData } from "../../../domain/users/users";
import { USER_MESSAGES } from "../../../domain/users/users";
import { sessions, users } from "../../db/tables/auth";
import { roles, userMetadata, userRoles } from "../../db/tables/users";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { throwDbError } from "../../platform/errors/db-errors";
import { recordAudit } from "../audit";
import { assertWithinPlanLimit } from "../plans";
import type { ConfirmationMailer } from "./confirmation-mailer";
import { lockActiveAccount } from "./plan-limits";
import { resolveAssignment } from "./scope";
import { emailTaken, lockManagedUser, setPassword } from "./user-writes";

/**
 * Updates a managed user: profile, e-mail, role, account, password and the active flag (reactivation included).
 * A changed e-mail is no longer confirmed: a super admin may confirm it again, or the admin asks for a
 * confirmation e-mail to the new address.
 */
export async function updateUser(
  deps: { db: Db; auth: ConfirmationMailer },
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
