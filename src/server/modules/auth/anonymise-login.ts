import { eq, or } from "drizzle-orm";
import { accounts, sessions, users, verifications } from "../../db/tables/auth";
import type { Tx } from "../../platform/db/client";

/**
 * Closes a user's sign-in for good and replaces their name and e-mail (issue 27 erasure, decision
 * 0041): every session ends, the password and any linked login go, pending e-mail links (confirmation,
 * reset) are dropped. The row stays, so documents, trail rows and requests still name the same id.
 */
export async function anonymiseLogin(tx: Tx, userId: string, replacement: { name: string; email: string }) {
  const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
  if (!before) return;
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  // Better Auth keys its e-mail links by the address, or keeps the user id as the value (password reset).
  await tx
    .delete(verifications)
    .where(
      or(
        eq(verifications.identifier, before.email),
        eq(verifications.value, before.email),
        eq(verifications.value, userId),
      ),
    );
  await tx
    .update(users)
    .set({ name: replacement.name, email: replacement.email, emailVerified: false, image: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
