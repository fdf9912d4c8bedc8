import { eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import type { DocumentDetail } from "../../../domain/documents/views";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Db } from "../../platform/db/client";
import { AppError, forbidden } from "../../platform/errors/app-error";
import { afterSaveRead, type DocumentDeps } from "./after-save";
import { lockVisible } from "./lock-visible";
import { renderedColumns } from "./rendered-columns";
import { storeRendered } from "./store-rendered";

/** draft → finalized with the stored values, which must now satisfy every required rule. */
export async function finalizeDocument(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockVisible(tx, actor, id);
    if (current.status !== "draft") throw new AppError("CONFLICT", DOCUMENT_MESSAGES.onlyDraftsFinalizable);
    const [stored] = await tx.select().from(docs).where(eq(docs.id, id)).limit(1);
    if (!stored || !current.templateId) throw forbidden(DOCUMENT_MESSAGES.templateForbidden);
    const { columns } = await renderedColumns(tx, actor, current.templateId, {
      values: stored.filledVariables,
      headerId: stored.headerId,
      footerId: stored.footerId,
      recipientEmail: stored.recipientEmail,
      recipientPhone: stored.recipientPhone,
      autoSendEmail: stored.autoSendEmail,
      autoSendWhatsapp: stored.autoSendWhatsapp,
      status: "finalized",
    });
    await storeRendered(tx, actor, current, columns, "document.finalized");
  });
}

/** Finalizes the draft, then once committed its first PDF and deliveries; answers it as the caller sees it. */
export async function finalizeDocumentAndRead(deps: DocumentDeps, actor: Actor, id: string): Promise<DocumentDetail> {
  await finalizeDocument(deps.db, actor, id);
  return afterSaveRead(deps, actor, id);
}
