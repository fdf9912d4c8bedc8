import { eq } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { signatureAccountSettings as settings } from "../../db/tables/signatures";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { Actor } from "../auth";

/** Whose signature settings the caller works on: its account's; the platform's system account for a super admin. */
export function settingsAccountOf(actor: Actor): string {
  const accountId = isSuperAdmin(actor) ? SYSTEM_ACCOUNT_ID : actor.accountId;
  if (!accountId) throw new AppError("NO_ACCOUNT");
  return accountId;
}

/** Whether the account's signers get the sealed PDF by e-mail (no row: yes). */
export async function sendsSignedCopy(db: Db | Tx, accountId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ on: settings.sendSignedCopy })
    .from(settings)
    .where(eq(settings.corporateAccountId, accountId ?? SYSTEM_ACCOUNT_ID))
    .limit(1);
  return row?.on ?? true;
}
