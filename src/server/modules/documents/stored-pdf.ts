import { eq } from "drizzle-orm";
import type { DocumentPdfStatus } from "../../../domain/documents/pdf-state";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Deps } from "../../platform/deps";
import { queuePdfRender } from "./render-pdf-job";

/** A finalized document's stored PDF as a reader finds it. */
export type StoredPdf =
  | { status: "ready"; fileId: string; sha256: string; bytes: Buffer }
  | { status: Exclude<DocumentPdfStatus, "ready">; error: string | null };

export type StoredPdfDeps = Pick<Deps, "db" | "jobs" | "log" | "storage">;

const POLL_MS = 100;

async function readState(deps: StoredPdfDeps, documentId: string) {
  const [row] = await deps.db
    .select({ status: docs.pdfStatus, fileId: docs.pdfFileId, sha256: docs.pdfSha256, error: docs.pdfError })
    .from(docs)
    .where(eq(docs.id, documentId))
    .limit(1);
  return row;
}

async function readyFile(deps: StoredPdfDeps, state: Awaited<ReturnType<typeof readState>>): Promise<StoredPdf | null> {
  if (state?.status !== "ready" || !state.fileId || !state.sha256) return null;
  const file = await deps.storage.get(state.fileId);
  if (!file) throw new Error(`PDF armazenado ${state.fileId} não encontrado`);
  return { status: "ready", fileId: state.fileId, sha256: state.sha256, bytes: file.data };
}

/**
 * The one stored PDF of a finalized document (issue 50), read by whoever serves or sends it: its bytes
 * once the render job stored them. Not ready yet, it makes sure a render job is queued (deduplicated
 * by the document's id; a failed one is tried again) and waits for it up to `waitMs`, then answers the
 * state it found (pending or failed, with the last failure). The caller already checked who may read it.
 */
export async function storedDocumentPdf(deps: StoredPdfDeps, documentId: string, waitMs: number): Promise<StoredPdf> {
  let state = await readState(deps, documentId);
  const ready = await readyFile(deps, state);
  if (ready) return ready;
  await queuePdfRender(deps, documentId);
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    state = await readState(deps, documentId);
    const file = await readyFile(deps, state);
    if (file) return file;
  }
  return { status: state?.status === "failed" ? "failed" : "pending", error: state?.error ?? null };
}
