import { and, eq, lt } from "drizzle-orm";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Tx } from "../../platform/db/client";
import { recordWebhookEvent } from "../webhooks";

/**
 * Retention (issue 27): deletes one account's drafts untouched since `before` — never a finalized,
 * sent or signed document (the status is in the same `where`, so a draft finalized meanwhile is kept).
 * Each removal is announced to the account's webhooks like a person's deletion; the caller records
 * the count in the audit trail. Answers the ids removed.
 */
export async function deleteStaleDrafts(tx: Tx, accountId: string, before: Date): Promise<string[]> {
  const gone = await tx
    .delete(docs)
    .where(and(eq(docs.corporateAccountId, accountId), eq(docs.status, "draft"), lt(docs.updatedAt, before)))
    .returning({ id: docs.id });
  for (const { id } of gone) await recordWebhookEvent(tx, accountId, "document.deleted", { documentId: id });
  return gone.map((d) => d.id);
}
