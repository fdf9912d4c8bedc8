import { and, eq } from "drizzle-orm";
import { documentTitle } from "../../../domain/document-title";
import {
  DOCUMENT_MESSAGES,
  type DocumentCreateBody,
  type DocumentUpdateBody,
  documentValuesSchema,
} from "../../../domain/documents";
import { renderHeaderFooter, renderTemplate } from "../../../domain/render-template";
import type { VariableDefinition } from "../../../domain/variables";
import type { Db, Tx } from "../../platform/db/client";
import { AppError, forbidden, notFound } from "../../platform/errors/app-error";
import { sha256Hex } from "../../platform/sha256";
import { recordAudit } from "../audit";
import type { Actor } from "../auth";
import { recordAutoDeliveries } from "../delivery";
import { activeSignatureRequestId } from "../signatures";
import { documentVisibleSql } from "./document-visibility";
import { mayDelete } from "./read-documents";
import { generatedDocuments as docs } from "./schema";
import { usableBlocks, usableTemplate } from "./template-access";

const conflict = (message: string) => new AppError("CONFLICT", message);

/** 400 with one Portuguese message per field (values.<key>) when the values break the template's rules. */
function checkValues(variables: VariableDefinition[], values: Record<string, unknown>, mode: "draft" | "final") {
  const parsed = documentValuesSchema(variables, { mode }).safeParse(values);
  if (parsed.success) return;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = ["values", ...issue.path.map(String)].join(".");
    fieldErrors[key] ??= issue.message;
  }
  throw new AppError("VALIDATION_ERROR", parsed.error.issues[0]?.message ?? "Dados inválidos", fieldErrors);
}

/**
 * What the server stores for a save: the body and the header/footer rendered here with the one
 * renderer (never HTML sent by the browser), and the content hash when finalizing.
 */
async function renderedColumns(db: Db | Tx, actor: Actor, templateId: string, body: DocumentUpdateBody) {
  const template = await usableTemplate(db, actor, templateId);
  const mode = body.status === "finalized" ? "final" : "draft";
  checkValues(template.variables, body.values, mode);
  const blocks = await usableBlocks(db, actor, body);
  if (body.headerId && !blocks.header) {
    throw new AppError("VALIDATION_ERROR", DOCUMENT_MESSAGES.headerInvalid, {
      headerId: DOCUMENT_MESSAGES.headerInvalid,
    });
  }
  if (body.footerId && !blocks.footer) {
    throw new AppError("VALIDATION_ERROR", DOCUMENT_MESSAGES.footerInvalid, {
      footerId: DOCUMENT_MESSAGES.footerInvalid,
    });
  }
  const types = new Map(template.variables.map((v) => [v.key, v.type] as const));
  const finalContent = renderTemplate({
    content: template.templateContent,
    variables: template.variables,
    values: body.values,
  });
  const hfOpts = { values: body.values, types };
  return {
    template,
    columns: {
      filledVariables: body.values,
      finalContent,
      headerId: blocks.header?.id ?? null,
      footerId: blocks.footer?.id ?? null,
      headerHtml: blocks.header ? renderHeaderFooter(blocks.header, hfOpts) : null,
      footerHtml: blocks.footer ? renderHeaderFooter(blocks.footer, hfOpts) : null,
      recipientEmail: body.recipientEmail,
      recipientPhone: body.recipientPhone,
      autoSendEmail: body.autoSendEmail,
      autoSendWhatsapp: body.autoSendWhatsapp,
      status: body.status,
      contentSha256: body.status === "finalized" ? sha256Hex(finalContent) : null,
    },
  };
}

export async function createDocument(db: Db, actor: Actor, body: DocumentCreateBody): Promise<string> {
  const { template, columns } = await renderedColumns(db, actor, body.templateId, body);
  const now = new Date();
  // The automatic deliveries are recorded in the same transaction as the finalized document.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(docs)
      .values({
        ...columns,
        templateId: template.id,
        userId: actor.userId,
        corporateAccountId: actor.accountId,
        title: documentTitle(template, body.values, now),
        createdAt: now,
      })
      .returning({ id: docs.id });
    if (!row) throw new AppError("SAVE_FAILED", DOCUMENT_MESSAGES.saveError);
    await recordAudit(tx, {
      actor,
      action: "document.created",
      target: { type: "document", id: row.id },
      changes: { status: columns.status, templateId: template.id },
    });
    if (columns.status === "finalized")
      await recordAutoDeliveries(
        tx,
        { ...columns, id: row.id, userId: actor.userId, corporateAccountId: actor.accountId },
        actor.userId,
      );
    return row.id;
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

/** Only a draft changes; status "finalized" in the body finalizes it with the new values. */
export async function updateDocument(db: Db, actor: Actor, id: string, body: DocumentUpdateBody): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockVisible(tx, actor, id);
    if (current.status !== "draft") throw conflict(DOCUMENT_MESSAGES.onlyDraftsEditable);
    if (!current.templateId) throw forbidden(DOCUMENT_MESSAGES.templateForbidden);
    const { template, columns } = await renderedColumns(tx, actor, current.templateId, body);
    const title = documentTitle(template, body.values, current.createdAt);
    await tx
      .update(docs)
      .set({ ...columns, title, updatedAt: new Date() })
      .where(eq(docs.id, id));
    await recordAudit(tx, {
      actor,
      accountId: current.corporateAccountId,
      action: "document.updated",
      target: { type: "document", id },
      changes: { status: columns.status },
    });
    if (columns.status === "finalized") await recordAutoDeliveries(tx, { ...current, ...columns, id }, actor.userId);
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
    await tx
      .update(docs)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(docs.id, id));
    await recordAudit(tx, {
      actor,
      accountId: current.corporateAccountId,
      action: "document.finalized",
      target: { type: "document", id },
    });
    await recordAutoDeliveries(tx, { ...current, ...columns, id }, actor.userId);
  });
}

/** Owner or an org-wide role of the same account (decision 0016); never with an active signature request. */
export async function deleteDocument(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockVisible(tx, actor, id);
    if (!mayDelete(actor, current)) throw forbidden(DOCUMENT_MESSAGES.deleteForbidden);
    if (await activeSignatureRequestId(tx, id)) throw conflict(DOCUMENT_MESSAGES.activeSignature);
    await tx.delete(docs).where(eq(docs.id, id));
    await recordAudit(tx, {
      actor,
      accountId: current.corporateAccountId,
      action: "document.deleted",
      target: { type: "document", id },
    });
  });
}
