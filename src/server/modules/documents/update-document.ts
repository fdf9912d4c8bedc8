import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES, type DocumentUpdateBody } from "../../../domain/documents/documents";
import { documentTitle } from "../../../domain/documents/title";
import type { DocumentDetail } from "../../../domain/documents/views";
import type { Db } from "../../platform/db/client";
import { AppError, forbidden } from "../../platform/errors/app-error";
import { afterSaveRead, type DocumentDeps } from "./after-save";
import { lockVisible } from "./lock-visible";
import { renderedColumns } from "./rendered-columns";
import { storeRendered } from "./store-rendered";

/** Only a draft changes; status "finalized" in the body finalizes it with the new values. */
export async function updateDocument(db: Db, actor: Actor, id: string, body: DocumentUpdateBody): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockVisible(tx, actor, id);
    if (current.status !== "draft") throw new AppError("CONFLICT", DOCUMENT_MESSAGES.onlyDraftsEditable);
    if (!current.templateId) throw forbidden(DOCUMENT_MESSAGES.templateForbidden);
    const { template, columns } = await renderedColumns(tx, actor, current.templateId, body);
    const title = documentTitle(template, columns.filledVariables, current.createdAt);
    await storeRendered(tx, actor, current, { ...columns, title }, "document.updated", {
      status: columns.status,
    });
  });
}

/** Changes the draft, then once committed its first PDF and deliveries (when finalized); answers it as the caller sees it. */
export async function updateDocumentAndRead(
  deps: DocumentDeps,
  actor: Actor,
  id: string,
  body: DocumentUpdateBody,
): Promise<DocumentDetail> {
  await updateDocument(deps.db, actor, id, body);
  return afterSaveRead(deps, actor, id);
}
