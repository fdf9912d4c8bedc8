import { and, eq, isNull, type SQL } from "drizzle-orm";
import { addressedTo, type PersonAddresses } from "../../platform/db/address-match";
import type { Tx } from "../../platform/db/client";
import { documentDeliveryLog as log } from "./schema";

/**
 * Erasure (issue 27, decision 0041): deliveries addressed to the person keep that they happened, when
 * and how, but no longer to whom nor the personal message (which greets them by name). Optionally
 * within one account (a signer's request is decided by that account's admin).
 */
export async function anonymiseDeliveryRecipient(
  tx: Tx,
  person: PersonAddresses,
  replacement: string,
  accountId?: string | null,
): Promise<number> {
  const scope: SQL[] = [addressedTo(log.recipient, person)];
  if (accountId !== undefined)
    scope.push(accountId === null ? isNull(log.corporateAccountId) : eq(log.corporateAccountId, accountId));
  const rows = await tx
    .update(log)
    .set({ recipient: replacement, message: null, errorMessage: null })
    .where(and(...scope))
    .returning({ id: log.id });
  return rows.length;
}
