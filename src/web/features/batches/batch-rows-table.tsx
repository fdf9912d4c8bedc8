import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { BATCH_ROW_STATUS_LABELS, type Batch, type BatchRow } from "../../../domain/batches/views";
import { ListResults } from "../../components/ui/list-states";
import { batchRowsQuery } from "./api";

type View = "issues" | "done" | "all";

const STATUS_TONE: Record<BatchRow["status"], string> = {
  invalid: "bg-red-100 text-red-800",
  failed: "bg-red-100 text-red-800",
  valid: "bg-blue-100 text-blue-800",
  pending: "bg-slate-100 text-slate-700",
  created: "bg-green-100 text-green-800",
  done: "bg-green-100 text-green-800",
};

/**
 * The batch's rows, in file order: before the confirmation the validation table (row, field, error),
 * after it the results with a link to each document. Paged by the server (10 per page).
 */
export function BatchRowsTable({ batch }: { batch: Batch }) {
  const tabs: { view: View; label: string }[] =
    batch.status === "validated"
      ? [
          { view: "issues", label: `Com erros (${batch.invalidRows})` },
          { view: "all", label: `Todas (${batch.totalRows})` },
        ]
      : [
          { view: "done", label: `Criados (${batch.createdRows})` },
          { view: "issues", label: `Com erros (${batch.invalidRows + batch.failedRows})` },
          { view: "all", label: `Todas (${batch.totalRows})` },
        ];
  const [view, setView] = useState<View>(batch.status === "validated" || batch.createdRows === 0 ? "issues" : "done");
  const [page, setPage] = useState(1);
  const rows = useQuery(batchRowsQuery(batch.id, view, page));
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label="Linhas do lote" className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <button
            key={t.view}
            type="button"
            role="tab"
            aria-selected={view === t.view}
            onClick={() => {
              setView(t.view);
              setPage(1);
            }}
            className={`rounded-full px-3 py-1 text-sm ${view === t.view ? "bg-blue-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200"}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <ListResults
        query={rows}
        loadingLabel="Carregando linhas..."
        errorMessage="Erro ao carregar as linhas do lote."
        empty={{ title: view === "issues" ? "Nenhuma linha com erros" : "Nenhuma linha aqui ainda" }}
        paging={{ page, setPage }}
        pagerLabel="Paginação das linhas"
        caption="Linhas da planilha"
        rowKey={(r) => String(r.rowNumber)}
        columns={[
          { header: "Linha", cell: (r) => r.rowNumber, className: "w-16" },
          { header: "Dados", cell: (r) => <span className="text-slate-600">{r.preview}</span> },
          {
            header: "Situação",
            cell: (r) => (
              <span
                className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[r.status]}`}
              >
                {BATCH_ROW_STATUS_LABELS[r.status]}
              </span>
            ),
          },
          { header: "Erros", cell: (r) => <RowProblems row={r} /> },
          {
            header: "Documento",
            cell: (r) =>
              r.documentId ? (
                <Link
                  to={`/my-documents/${r.documentId}`}
                  className="inline-flex items-center gap-1 text-blue-700 underline"
                >
                  Abrir <ExternalLink aria-hidden="true" className="size-3" />
                </Link>
              ) : (
                "—"
              ),
          },
        ]}
      />
    </div>
  );
}

function RowProblems({ row }: { row: BatchRow }) {
  if (row.issues.length === 0 && !row.error) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {row.issues.map((i) => (
        <li key={`${i.field}:${i.message}`}>
          <strong className="font-medium">{i.field}:</strong> <span className="text-red-800">{i.message}</span>
        </li>
      ))}
      {row.error && <li className="text-red-800">{row.error}</li>}
    </ul>
  );
}
