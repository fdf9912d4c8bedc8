import { useState } from "react";
import { useParams } from "react-router";
import { requirePermission } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES, DOCUMENT_STATUS_LABELS } from "../../../domain/documents/documents";
import { formatDate, formatDateTime } from "../../../domain/shared/format";
import { RecordPrintPage } from "../../app/record-print-page";
import { RenderedHtml } from "../../components/rendered-html";
import { documentQuery } from "./api";
import { documentHtml } from "./document-html";

/**
 * /my-documents/{id}/print: the print-ready page of spec 3 §2 (new tab): title, template, category,
 * dates, status, content and the generation footer; its two buttons are hidden when printing.
 */
export default function DocumentPrintPage() {
  const { documentId = "" } = useParams();
  const [generatedAt] = useState(() => new Date());
  return (
    <RecordPrintPage
      rule={requirePermission("view_own_documents")}
      query={documentQuery(documentId)}
      printLabel="Salvar como PDF"
      loading={DOCUMENT_MESSAGES.loading}
      error={DOCUMENT_MESSAGES.loadError}
    >
      {(doc) => (
        <article>
          <header className="mb-6 border-b border-slate-300 pb-4">
            <h1 className="text-2xl font-bold">{doc.title}</h1>
            <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm text-slate-700">
              <div>
                <dt className="inline font-medium">Modelo: </dt>
                <dd className="inline">{doc.template?.title ?? "—"}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Categoria: </dt>
                <dd className="inline">{doc.category?.name ?? "—"}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Criado em: </dt>
                <dd className="inline">{formatDate(doc.createdAt)}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Status: </dt>
                <dd className="inline">{DOCUMENT_STATUS_LABELS[doc.status]}</dd>
              </div>
            </dl>
          </header>
          <RenderedHtml html={documentHtml(doc)} />
          <footer className="mt-8 border-t border-slate-300 pt-3 text-xs text-slate-600">
            Documento gerado em {formatDateTime(generatedAt)} — Minuta
          </footer>
        </article>
      )}
    </RecordPrintPage>
  );
}
