import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { DOCUMENT_MESSAGES, DOCUMENT_STATUS_LABELS } from "../../../domain/documents";
import { formatDate, formatDateTime } from "../../../domain/format";
import { requirePermission } from "../../../domain/permissions";
import { PermissionGuard } from "../../app/permission-guard";
import { PrintSheet, usePrintTitle } from "../../components/print-sheet";
import { RenderedHtml } from "../../components/rendered-html";
import { ListLoading, QueryError } from "../../components/ui/list-states";
import { documentQuery } from "./api";
import { documentHtml } from "./document-html";

/**
 * /my-documents/{id}/print: the print-ready page of spec 3 §2 (new tab): title, template, category,
 * dates, status, content and the generation footer; its two buttons are hidden when printing.
 */
export default function DocumentPrintPage() {
  return (
    <PermissionGuard rule={requirePermission("view_own_documents")}>
      <PrintView />
    </PermissionGuard>
  );
}

function PrintView() {
  const { documentId = "" } = useParams();
  const q = useQuery(documentQuery(documentId));
  const [generatedAt] = useState(() => new Date());
  usePrintTitle(q.data?.title);

  return (
    <PrintSheet printLabel="Salvar como PDF" ready={Boolean(q.data)}>
      {q.isPending ? (
        <ListLoading label={DOCUMENT_MESSAGES.loading} />
      ) : q.isError ? (
        <QueryError query={q} message={DOCUMENT_MESSAGES.loadError} />
      ) : (
        <article>
          <header className="mb-6 border-b border-slate-300 pb-4">
            <h1 className="text-2xl font-bold">{q.data.title}</h1>
            <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm text-slate-700">
              <div>
                <dt className="inline font-medium">Modelo: </dt>
                <dd className="inline">{q.data.template?.title ?? "—"}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Categoria: </dt>
                <dd className="inline">{q.data.category?.name ?? "—"}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Criado em: </dt>
                <dd className="inline">{formatDate(q.data.createdAt)}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Status: </dt>
                <dd className="inline">{DOCUMENT_STATUS_LABELS[q.data.status]}</dd>
              </div>
            </dl>
          </header>
          <RenderedHtml html={documentHtml(q.data)} />
          <footer className="mt-8 border-t border-slate-300 pt-3 text-xs text-slate-600">
            Documento gerado em {formatDateTime(generatedAt)} — Minuta
          </footer>
        </article>
      )}
    </PrintSheet>
  );
}
