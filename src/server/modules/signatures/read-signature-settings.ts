import type { SignatureSettings } from "../../../domain/signatures/settings";
import type { Db } from "../../platform/db/client";
import type { Actor } from "../auth";
import { sendsSignedCopy, settingsAccountOf } from "./signature-settings-account";

/** GET /api/signature-settings: the caller's account's choices (issue 48 point 6). */
export async function readSignatureSettings(db: Db, actor: Actor): Promise<SignatureSettings> {
  return { sendSignedCopy: await sendsSignedCopy(db, settingsAccountOf(actor)) };
}
