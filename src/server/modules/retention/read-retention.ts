import { eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { RETENTION_OFF, type RetentionScreen } from "../../../domain/retention/retention";
import { retentionSettings as r } from "../../db/tables/retention";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";

/** The account the screen works on: the corporate admin's own (the super admin has none). */
export const retentionAccountOf = (actor: Actor): string => {
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  return actor.accountId;
};

/** The settings of one account (both periods off when it never saved any) and its last run. */
export async function retentionScreen(db: Db | Tx, accountId: string): Promise<RetentionScreen> {
  const [row] = await db.select().from(r).where(eq(r.corporateAccountId, accountId)).limit(1);
  if (!row) return { settings: RETENTION_OFF, lastRunAt: null, lastRemoved: null };
  return {
    settings: { draftDays: row.draftDays, deliveryLogMonths: row.deliveryLogMonths },
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastRemoved: row.lastRemoved ?? null,
  };
}
