import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { supportSummaryQuery } from "../support/queries";

/** The admin dashboard's support counts (issue 29), linking to the queue; live updates refresh them. */
export function SupportSummaryPanel() {
  const q = useQuery(supportSummaryQuery);
  const counts = q.data;
  const items = counts
    ? [
        { label: "Chamados em aberto", value: counts.open },
        { label: "Prioritários", value: counts.priority },
        { label: "Sem responsável", value: counts.unassigned },
        { label: "Com resposta atrasada", value: counts.overdue, alert: counts.overdue > 0 },
      ]
    : [];
  return (
    <section aria-label="Suporte" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Suporte</h2>
        <Link to="/admin/support" className="text-sm text-blue-800 underline">
          Abrir a fila de suporte
        </Link>
      </div>
      {q.isPending && <p className="text-sm text-slate-600">Carregando...</p>}
      {q.isError && <p className="text-sm text-red-700">Não foi possível carregar os chamados.</p>}
      {counts && (
        <dl className="grid gap-4 sm:grid-cols-4">
          {items.map((i) => (
            <div key={i.label}>
              <dt className="text-sm text-slate-600">{i.label}</dt>
              <dd className={`text-2xl font-bold ${i.alert ? "text-red-700" : "text-slate-900"}`}>{i.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
