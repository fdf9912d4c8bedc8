import { eq } from "drizzle-orm";
import { USER_MESSAGES } from "../../../domain/users/users";
import { users } from "../../db/tables/auth";
import type { Db } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";

/** Marks a user's e-mail as confirmed (super_admin only; the route enforces the role). */
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  const updated = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw notFound(USER_MESSAGES.notFound);
}
