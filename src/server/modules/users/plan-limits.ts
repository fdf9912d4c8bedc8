import { and, eq } from "drizzle-orm";
import { USER_MESSAGES } from "../../../domain/users/users";
import { corporateAccounts } from "../../db/tables/accounts";
import type { Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { activeCorporateAccount } from "../accounts";

/**
 * Locks the corporate account row for the rest of the transaction (so two concurrent creations cannot both
 * pass the plan check) and refuses accounts that are missing, inactive or the system account.
 */
export async function lockActiveAccount(tx: Tx, accountId: string): Promise<void> {
  const [row] = await tx
    .select({ id: corporateAccounts.id })
    .from(corporateAccounts)
    .where(and(eq(corporateAccounts.id, accountId), activeCorporateAccount))
    .for("update");
  if (!row) {
    throw new AppError("INVALID_ACCOUNT", USER_MESSAGES.invalidAccount, {
      corporateAccountId: USER_MESSAGES.invalidAccount,
    });
  }
}
