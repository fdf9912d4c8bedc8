import { sql } from "drizzle-orm";
import { defineSweepJob } from "../../platform/jobs/define-sweep-job";
import { requeueLost } from "../../platform/jobs/requeue-lost";
import { renderDocumentPdfJob } from "./render-pdf-job";

/**
 * The sweep that makes the PDF renders lose nothing, and the resumable migration of the documents
 * finalized before issue 50 (migration 0036 marked them pending). Every minute, up to 500 documents
 * whose PDF is pending, quiet for the grace and held by no render job (a crash between the commit
 * and the queueing, a lost job, an older document) are queued again, oldest first; a stop resumes
 * at the next run where it left off.
 */
export const requeuePdfRendersJob = defineSweepJob("requeue-pdf-renders", async (deps, { before }) => {
  const queued = await requeueLost(
    deps,
    renderDocumentPdfJob,
    sql`select d.id from generated_documents d
        where d.pdf_status = 'pending' and d.updated_at < ${before}::timestamptz
        order by d.created_at`,
    (documentId) => ({ documentId }),
  );
  if (queued > 0) deps.log.info(`[documentos] ${queued} PDF(s) pendente(s) enfileirado(s) de novo`);
});
