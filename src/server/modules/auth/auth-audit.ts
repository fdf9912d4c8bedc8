import { eq, sql } from "drizzle-orm";
import type { AuditAction } from "../../../domain/audit/audit";
import { users } from "../../db/tables/auth";
import { userMetadata } from "../../db/tables/users";
import type { Db } from "../../platform/db/client";
import { recordAudit } from "../audit";

/**
 * Sign-in, sign-out and password events (issue 27). Better Auth writes the session or password itself,
 * outside our transactions; the trail's row follows in its own transaction at once (decision 0039).
 */
export async function auditUserEvent(db: Db, userId: string, action: AuditAction): Promise<void> {
  await db.transaction(async (tx) => {
    const [meta] = await tx
      .select({ accountId: userMetadata.corporateAccountId })
      .from(userMetadata)
      .where(eq(userMetadata.userId, userId))
      .limit(1);
    await recordAudit(tx, {
      actor: { userId, accountId: meta?.accountId ?? null },
      action,
      target: { type: "user", id: userId },
    });
  });
}

/**
 * A refused sign-in: nobody is known to have acted. When the e-mail is a user's, the row goes to that
 * user's account (its admin sees attempts on its people); an unknown e-mail is kept only as typed, cut short.
 */
export async function auditFailedSignIn(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [known] = await tx
      .select({ userId: users.id, accountId: userMetadata.corporateAccountId })
      .from(users)
      .leftJoin(userMetadata, eq(userMetadata.userId, users.id))
      .where(eq(users.email, sql`lower(${email})`))
      .limit(1);
    await recordAudit(tx, {
      actor: { kind: "anonymous", userId: known?.userId ?? null },
      accountId: known?.accountId ?? null,
      action: "auth.sign_in_failed",
      target: { type: "user", id: known?.userId ?? null },
      changes: { email: email.slice(0, 254) },
    });
  });
}
