import type { DocumentDetail } from "../../../domain/document-views";
import type { Actor } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { makeFirstPdf } from "./first-pdf";
import { getDocument } from "./get-document";
import { documentHook } from "./hooks";

/** What a save needs beyond the database: the PDF service (first PDF) and the job queue (deliveries). */
export type DocumentDeps = Pick<RouteDeps, "db" | "pdf" | "storage" | "config" | "jobs" | "log">;

/**
 * The changes of a document as the web form and the public API (issue 23) both make them: the save,
 * then — once committed — a finalized document's first PDF and its hash, then its automatic
 * deliveries; the answer is the document as the caller now sees it.
 */
export async function afterSaveRead(deps: DocumentDeps, actor: Actor, documentId: string): Promise<DocumentDetail> {
  await makeFirstPdf(deps, documentId);
  await documentHook("saved")(deps, documentId);
  return getDocument(deps.db, actor, documentId);
}
