import { and } from "drizzle-orm";
import { documentDeliveryLog as log } from "../../db/tables/delivery";
import { addressedTo, inAccount, type PersonAddresses } from "../../platform/db/address-match";
import type { Tx } from "../../platform/db/client";

/**
 * Erasure (issue 27, decision 0041): deliveries addressed to the person keep that they happened, when
 * and how, but no longer to whom nor the personal message (which greets them by name). Optionally
 * within one account (a signer's request is decided by that account's admin).
 */
export async function anonymiseDeliveryRecipient(
  tx: Tx,
  person: PersonAddresses,
  replacement: string,
  accountId: string | null,
): Promise<number> {
  const rows = await tx
    .update(log)
    .set({ recipient: replacement, message: null, errorMessage: null })
    .where(and(inAccount(log.corporateAccountId, accountId), addressedTo(log.recipient, person)))
    .returning({ id: log.id });
  return rows.length;
}
