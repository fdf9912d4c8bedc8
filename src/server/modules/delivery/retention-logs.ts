import { and, eq, lt, ne } from "drizzle-orm";
import { documentDeliveryLog as log } from "../../db/tables/delivery";
import type { Tx } from "../../platform/db/client";

/**
 * Retention (issue 27): deletes one account's delivery log rows created before `before` (recipient,
 * subject, message, status of each e-mail/WhatsApp). A row still pending is kept: its sending is not
 * over. The shared link a removed row carried stops opening with it. Answers how many were removed.
 */
export async function deleteDeliveryLogsBefore(tx: Tx, accountId: string, before: Date): Promise<number> {
  const gone = await tx
    .delete(log)
    .where(and(eq(log.corporateAccountId, accountId), lt(log.createdAt, before), ne(log.status, "pending")))
    .returning({ id: log.id });
  return gone.length;
}
