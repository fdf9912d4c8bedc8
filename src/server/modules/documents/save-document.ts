import { and, eq } from "drizzle-orm";
import { documentTitle } from "../../../domain/document-title";
import { DOCUMENT_MESSAGES, type DocumentCreateBody, type DocumentUpdateBody } from "../../../domain/documents";
import type { Db, Tx } from "../../platform/db/client";
import { AppError, forbidden, notFound } from "../../platform/errors/app-error";
import { type AuditEntry, recordAudit } from "../audit";
import type { Actor } from "../auth";
import { recordWebhookEvent } from "../webhooks";
import { finalizedEvent, insertRendered, renderedColumns } from "./create-document";
import { documentVisibleSql } from "./document-visibility";
import { documentHook } from "./hooks";
import { mayDelete } from "./read-documents";
import { generatedDocuments as docs } from "./schema";

const conflict = (message: string) => new AppError("CONFLICT", message);

export async function createDocument(db: Db, actor: Actor, body: DocumentCreateBody): Promise<string> {
  const rendered = await renderedColumns(db, actor, body.templateId, body);
  // The automatic deliveries are recorded in the same transaction as the finalized document.
  return db.transaction(async (tx) => {
    const doc = await insertRendered(tx, actor, rendered);
    if (doc.status === "finalized") await documentHook("finalized")(tx, doc, actor.userId);
    return doc.id;
  });
}

/** The visible document, locked for the change; 404 when the actor may not see it. */
async function lockVisible(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx
    .select({
      id: docs.id,
      status: docs.status,
      templateId: docs.templateId,
      userId: docs.userId,
      corporateAccountId: docs.corporateAccountId,
      finalContent: docs.finalContent,
      createdAt: docs.createdAt,
    })
    .from(docs)
    .where(and(eq(docs.id, id), documentVisibleSql(actor)))
    .for("update")
    .limit(1);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return row;
}

type Rendered = Awaited<ReturnType<typeof renderedColumns>>["columns"];

/**
 * Stores a locked draft's newly rendered columns and tells the audit trail; a document now finalized
 * also gets its automatic deliveries and the webhooks' event, all in the change's transaction.
 */
async function storeRendered(
  tx: Tx,
  actor: Actor,
  current: Awaited<ReturnType<typeof lockVisible>>,
  columns: Rendered & { title?: string },
  action: AuditEntry["action"],
  changes?: AuditEntry["changes"],
): Promise<void> {
  const { id } = current;
  await tx
    .update(docs)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(docs.id, id));
  await recordAudit(tx, {
    actor,
    accountId: current.corporateAccountId,
    action,
    target: { type: "document", id },
    changes,
  });
  if (columns.status === "finalized") {
    await documentHook("finalized")(tx, { ...current, ...columns, id }, actor.userId);
    await finalizedEvent(tx, current.corporateAccountId, id);
  }
}

/** Only a draft changes; status "finalized" in the body finalizes it with the new values. */
export async function updateDocument(db: Db, actor: Actor, id: string, body: DocumentUpdateBody): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockVisible(tx, actor, id);
    if (current.status !== "draft") throw conflict(DOCUMENT_MESSAGES.onlyDraftsEditable);
    if (!current.templateId) throw forbidden(DOCUMENT_MESSAGES.templateForbidden);
    const { template, columns } = await renderedColumns(tx, actor, current.templateId, body);
    const title = documentTitle(template, columns.filledVariables, current.createdAt);
    await storeRendered(tx, actor, current, { ...columns, title }, "document.updated", {
      status: columns.status,
    });
  });
}

/** draft → finalized with the stored values, which must now satisfy every required rule. */
export async function finalizeDocument(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockVisible(tx, actor, id);
    if (current.status !== "draft") throw conflict(DOCUMENT_MESSAGES.onlyDraftsFinalizable);
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
    if (await documentHook("activeSignatureRequest")(tx, id)) throw conflict(DOCUMENT_MESSAGES.activeSignature);
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
