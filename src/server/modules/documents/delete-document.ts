import { eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Db } from "../../platform/db/client";
import { AppError, forbidden } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { recordWebhookEvent } from "../webhooks";
import { mayDelete } from "./document-rows";
import { documentHook } from "./hooks";
import { lockVisible } from "./lock-visible";

/** Owner or an org-wide role of the same account (decision 0016); never with an active signature request. */
export async function deleteDocument(
  db: Db,
  actor: Actor,
  id: string,
  refuse?: (status: string) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockVisible(tx, actor, id);
    // Checked on the locked row, so a finalize racing the delete cannot slip between check and delete.
    refuse?.(current.status);
    if (!mayDelete(actor, current)) throw forbidden(DOCUMENT_MESSAGES.deleteForbidden);
    if (await documentHook("activeSignatureRequest")(tx, id))
      throw new AppError("CONFLICT", DOCUMENT_MESSAGES.activeSignature);
    await tx.delete(docs).where(eq(docs.id, id));
    await recordWebhookEvent(tx, current.corporateAccountId, "document.deleted", { documentId: id });
    await recordAudit(tx, {
      actor,
      accountId: current.corporateAccountId,
      action: "document.deleted",
      target: { type: "document", id },
    });
  });
}
