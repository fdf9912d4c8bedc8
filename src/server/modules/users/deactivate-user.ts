import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { USER_MESSAGES } from "../../../domain/users/users";
import { sessions } from "../../db/tables/auth";
import { userMetadata, userRoles } from "../../db/tables/users";
import type { Db } from "../../platform/db/client";
import { AppError, notFound } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { metadataScope } from "./user-writes";

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
