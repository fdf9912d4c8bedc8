import { z } from "zod";
import { PDF_RENDER_RETRY } from "../../../domain/documents/pdf-state";
import type { Deps } from "../../platform/deps";
import { defineJob } from "../../platform/jobs/define-job";
import { storeDocumentPdf } from "./store-document-pdf";

/**
 * Renders a finalized document's PDF once and stores it (store-document-pdf.ts). Queued after the
 * commit of the transaction that marked the document's PDF pending (the outbox row), by the sweep
 * (requeue-pdf-renders) when that was lost, and by a reader that needs the file. Policy "stately"
 * with the document's id as key: one queued and one running job per document at most.
 */
export const renderDocumentPdfJob = defineJob({
  name: "render-document-pdf",
  payload: z.object({ documentId: z.uuid() }).strict(),
  retry: PDF_RENDER_RETRY,
  expireInSeconds: 120,
  concurrency: 4,
  policy: "stately",
  async handle({ documentId }, { deps, retryCount }) {
    await storeDocumentPdf(deps, documentId, { lastTry: retryCount >= PDF_RENDER_RETRY.limit });
  },
});

/** Queues the render of a document whose PDF is pending (after its commit); a failure is left to the sweep. */
export async function queuePdfRender(deps: Pick<Deps, "jobs" | "log">, documentId: string): Promise<void> {
  try {
    await deps.jobs.send(renderDocumentPdfJob, { documentId }, { singletonKey: documentId });
  } catch (err) {
    deps.log.error(`[documentos] não foi possível enfileirar o PDF de ${documentId}: ${String(err)}`);
  }
}
