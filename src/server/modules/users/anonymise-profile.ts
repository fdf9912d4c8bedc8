import { eq } from "drizzle-orm";
import { userMetadata, userRoles } from "../../db/tables/users";
import type { Tx } from "../../platform/db/client";

/**
 * The profile part of an erasure (issue 27, decision 0041): the name replaced, phone and preferences
 * (where a CPF may be kept) cleared, the user and their roles inactive, so nothing signs in or counts
 * against the plan any more.
 */
export async function anonymiseProfile(tx: Tx, userId: string, name: string): Promise<void> {
  await tx
    .update(userMetadata)
    .set({ fullName: name, phone: null, preferences: {}, isActive: false })
    .where(eq(userMetadata.userId, userId));
  await tx.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, userId));
}
