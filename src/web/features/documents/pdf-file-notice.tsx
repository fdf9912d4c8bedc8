import { LoaderCircle } from "lucide-react";
import { DOCUMENT_PDF_MESSAGES } from "../../../domain/documents/pdf-state";
import type { DocumentDetail } from "../../../domain/documents/views";
import { Alert } from "../../components/ui/alert";

/**
 * The finalized document's one stored PDF (issue 50): "Gerando PDF…" while the render job makes it
 * (the page updates by itself: the job's change of generated_documents reaches it as a live event),
 * the failure and its retry when one failed, and once stored its SHA-256 — with, for a document
 * finalized before the stored file, the first PDF's hash recorded then, as history.
 */
export function PdfFileNotice({ doc }: { doc: DocumentDetail }) {
  if (doc.status === "draft" || !doc.pdfStatus) return null;
  if (doc.pdfStatus === "failed")
    return (
      <Alert tone="error">
        {DOCUMENT_PDF_MESSAGES.failedForGood}
        {doc.pdfError ? ` Motivo: ${doc.pdfError}` : ""}
      </Alert>
    );
  if (doc.pdfStatus === "pending")
    return (
      <Alert tone={doc.pdfError ? "warning" : "info"}>
        <span className="inline-flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {DOCUMENT_PDF_MESSAGES.generating}
        </span>
        {doc.pdfError && (
          <span className="mt-1 block">
            {DOCUMENT_PDF_MESSAGES.retrying(doc.pdfAttempts)} Motivo: {doc.pdfError}
          </span>
        )}
      </Alert>
    );
  return (
    <dl className="rounded-md border border-slate-200 bg-white px-4 py-3 text-xs text-slate-700">
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-medium">SHA-256 do PDF:</dt>
        <dd className="break-all font-mono">{doc.pdfSha256}</dd>
      </div>
      {doc.legacyPdfSha256 && doc.legacyPdfSha256 !== doc.pdfSha256 && (
        <div className="mt-1 flex flex-wrap gap-x-2">
          <dt className="font-medium">{DOCUMENT_PDF_MESSAGES.legacyHash}:</dt>
          <dd className="break-all font-mono">{doc.legacyPdfSha256}</dd>
        </div>
      )}
    </dl>
  );
}
