import { eq } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { SETTINGS_MESSAGES } from "../../../domain/settings/settings";
import { corporateAccounts } from "../../db/tables/accounts";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { isSystemAccount } from "../accounts";

/** The account the SMTP/WhatsApp screens work on: the all-zero system account for super_admin, else the caller's own. */
export async function settingsAccount(
  db: Db,
  actor: Actor,
): Promise<{ accountId: string; accountName: string; isSystemAccount: boolean }> {
  const accountId = isSuperAdmin(actor) ? SYSTEM_ACCOUNT_ID : actor.accountId;
  if (!accountId) throw new AppError("NO_ACCOUNT", SETTINGS_MESSAGES.noAccount);
  const [row] = await db
    .select({ name: corporateAccounts.name })
    .from(corporateAccounts)
    .where(eq(corporateAccounts.id, accountId))
    .limit(1);
  if (!row) throw new AppError("NO_ACCOUNT", SETTINGS_MESSAGES.noAccount);
  return { accountId, accountName: row.name, isSystemAccount: isSystemAccount(accountId) };
}
