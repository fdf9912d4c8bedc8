import type { Actor } from "../../../domain/auth/permissions";
import type { DocumentCreateBody } from "../../../domain/documents/documents";
import type { AvailableTemplateDetail, DocumentDetail } from "../../../domain/documents/views";
import type { Db, Tx } from "../../platform/db/client";
import { afterSaveRead, type DocumentDeps } from "./after-save";
import { documentHook } from "./hooks";
import { type InsertedDocument, insertRendered } from "./insert-rendered";
import { renderedColumns } from "./rendered-columns";

/**
 * A new document (the web form, the public API): rendered, inserted, and — finalized — its automatic
 * deliveries recorded in the same transaction (the finalize hook). Answers its id.
 */
export async function createDocument(db: Db, actor: Actor, body: DocumentCreateBody): Promise<string> {
  const rendered = await renderedColumns(db, actor, body.templateId, body);
  // The automatic deliveries are recorded in the same transaction as the finalized document.
  return db.transaction(async (tx) => {
    const doc = await insertRendered(tx, actor, rendered);
    if (doc.status === "finalized") await documentHook("finalized")(tx, doc, actor.userId);
    return doc.id;
  });
}

/** Creates the document, then once committed its first PDF and deliveries; answers it as the caller sees it. */
export async function createDocumentAndRead(
  deps: DocumentDeps,
  actor: Actor,
  body: DocumentCreateBody,
): Promise<DocumentDetail> {
  return afterSaveRead(deps, actor, await createDocument(deps.db, actor, body));
}

/**
 * One new document inside the caller's transaction, from a template the caller already loaded with
 * `usableTemplate` (the batch job: the row's state commits with its document, the template is read once
 * per chunk). Same rules, rendering and automatic deliveries as `createDocument`.
 */
export async function createDocumentIn(
  tx: Tx,
  actor: Actor,
  body: DocumentCreateBody,
  template: AvailableTemplateDetail,
): Promise<InsertedDocument> {
  return insertRendered(tx, actor, await renderedColumns(tx, actor, template, body));
}
