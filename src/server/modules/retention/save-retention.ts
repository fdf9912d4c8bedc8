import type { Actor } from "../../../domain/auth/permissions";
import type { RetentionScreen, RetentionSettings } from "../../../domain/retention/retention";
import { retentionSettings as r } from "../../db/tables/retention";
import type { Db } from "../../platform/db/client";
import { recordAudit } from "../audit";
import { retentionAccountOf, retentionScreen } from "./read-retention";

/** Saves the corporate admin's retention for its own account, with its row in the trail (from → to). */
export async function saveRetention(db: Db, actor: Actor, input: RetentionSettings): Promise<RetentionScreen> {
  const accountId = retentionAccountOf(actor);
  await db.transaction(async (tx) => {
    const before = (await retentionScreen(tx, accountId)).settings;
    await tx
      .insert(r)
      .values({ corporateAccountId: accountId, ...input })
      .onConflictDoUpdate({ target: r.corporateAccountId, set: { ...input, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      accountId,
      action: "settings.updated",
      target: { type: "settings", id: "retention" },
      changes: { from: before, to: input },
    });
  });
  return retentionScreen(db, accountId);
}
