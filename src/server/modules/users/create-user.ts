import type { Actor, RoleSlug } from "../../../domain/auth/permissions";
import type { CreatedUser, CreateUserData } from "../../../domain/users/users";
import type { Db } from "../../platform/db/client";
import { recordAudit } from "../audit";
import { assertWithinPlanLimit } from "../plans";
import type { ConfirmationMailer } from "./confirmation-mailer";
import { createAccount } from "./create-account";
import { lockActiveAccount } from "./plan-limits";
import { resolveAssignment } from "./scope";

/** Creates a user (confirmed, or unconfirmed with a confirmation e-mail), within the account's plan limits. */
export async function createUser(
  deps: { db: Db; auth: ConfirmationMailer },
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
