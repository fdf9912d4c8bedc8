import type { SignatureSettings } from "../../../domain/signatures/settings";
import { signatureAccountSettings as settings } from "../../db/tables/signatures";
import type { Db } from "../../platform/db/client";
import { recordAudit } from "../audit";
import type { Actor } from "../auth";
import { settingsAccountOf } from "./signature-settings-account";

/** PUT /api/signature-settings: saves the caller's account's choices, with the trail's entry. */
export async function saveSignatureSettings(
  db: Db,
  actor: Actor,
  input: SignatureSettings,
): Promise<SignatureSettings> {
  const accountId = settingsAccountOf(actor);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ corporateAccountId: accountId, sendSignedCopy: input.sendSignedCopy })
      .onConflictDoUpdate({
        target: settings.corporateAccountId,
        set: { sendSignedCopy: input.sendSignedCopy, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      accountId,
      action: "settings.updated",
      target: { type: "settings", id: "signatures" },
      changes: { sendSignedCopy: input.sendSignedCopy },
    });
  });
  return { sendSignedCopy: input.sendSignedCopy };
}
