import { and, eq, inArray } from "drizzle-orm";
import { ACTIVE_SIGNATURE_STATUSES } from "../../../domain/documents/documents";
import { signatureRequests } from "../../db/tables/signatures";
import type { Db, Tx } from "../../platform/db/client";

/**
 * The id of the document's active signature request (pending, sent or in_progress), or null. While
 * one runs the document can be neither deleted nor sent for signature again (spec 3 §5, decision 0016).
 */
export async function activeSignatureRequestId(db: Db | Tx, documentId: string): Promise<string | null> {
  const [active] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.documentId, documentId),
        inArray(signatureRequests.status, [...ACTIVE_SIGNATURE_STATUSES]),
      ),
    )
    .limit(1);
  return active?.id ?? null;
}
