import { lt } from "drizzle-orm";
import { sessions, verifications } from "../../db/tables/auth";
import type { Db } from "../../platform/db/client";

/** Deletes sessions and confirmation/reset tokens that expired before `now` (they can never be used). */
export async function purgeExpiredAuth(db: Db, now: Date): Promise<{ sessions: number; verifications: number }> {
  const gone = await db.transaction(async (tx) => ({
    sessions: (await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })).length,
    verifications: (
      await tx.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id })
    ).length,
  }));
  return gone;
}
