import { and } from "drizzle-orm";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { addressedTo, inAccount, type PersonAddresses } from "../../platform/db/address-match";
import type { Tx } from "../../platform/db/client";

/**
 * Erasure (issue 27, decision 0041): documents addressed to the person (their default recipient for
 * sending) forget the address, within one account (null: documents of no account). The content is the
 * account's document and is not rewritten.
 */
export async function anonymiseDocumentRecipient(
  tx: Tx,
  person: PersonAddresses,
  accountId: string | null,
): Promise<void> {
  const account = inAccount(docs.corporateAccountId, accountId);
  await tx
    .update(docs)
    .set({ recipientEmail: null })
    .where(and(addressedTo(docs.recipientEmail, { email: person.email, phone: null }), account));
  await tx
    .update(docs)
    .set({ recipientPhone: null })
    .where(and(addressedTo(docs.recipientPhone, { email: null, phone: person.phone }), account));
}
