import type { Actor } from "../../../domain/auth/permissions";
import type { DocumentDetail } from "../../../domain/documents/views";
import type { RouteDeps } from "../../platform/deps";
import { getDocument } from "./get-document";
import { documentHook } from "./hooks";
import { queuePdfRender } from "./render-pdf-job";

/** What a save needs beyond the database: the job queue (its PDF, its deliveries) and the PDF service (a draft's PDF). */
export type DocumentDeps = Pick<RouteDeps, "db" | "pdf" | "storage" | "config" | "jobs" | "log">;

/**
 * The changes of a document as the web form and the public API (issue 23) both make them: the save,
 * then — once committed — a finalized document's PDF render queued (its pending state was recorded
 * in the save's transaction, issue 50) and its automatic deliveries queued; the answer is the
 * document as the caller now sees it, without waiting for the PDF.
 */
export async function afterSaveRead(deps: DocumentDeps, actor: Actor, documentId: string): Promise<DocumentDetail> {
  const doc = await getDocument(deps.db, actor, documentId);
  if (doc.status !== "draft") await queuePdfRender(deps, documentId);
  await documentHook("saved")(deps, documentId);
  return doc.status === "draft" ? doc : getDocument(deps.db, actor, documentId);
}
