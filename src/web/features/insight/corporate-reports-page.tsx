import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DOCUMENT_STATUSES } from "../../../domain/documents";
import { type CorporateReportQuery, monthLabel, REPORT_STATUS_LABELS } from "../../../domain/insight";
import { InputField, SelectField } from "../../components/ui/form-field";
import { ListLoading } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { corporateReportQuery } from "./api";
import { BarChart, ChartPanel, ErrorBanner, integer, KpiCard, LastUpdate, PieChart, RankBars } from "./parts";
import { ExportButton, FilterPanel } from "./report-parts";
import { corporateWorkbook, workbookName } from "./workbook";

const EMPTY: CorporateReportQuery = {};

/** /corporate/reports — 'Relatórios', 'Análise de documentos da sua empresa' (spec 3 §2), own account only. */
export default function CorporateReportsPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CorporateReportQuery>(EMPTY);
  const [applied, setApplied] = useState<CorporateReportQuery>(EMPTY);
  const change = (patch: Partial<CorporateReportQuery>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setApplied(next);
  };
  const q = useQuery({ ...corporateReportQuery(applied), placeholderData: keepPreviousData });
  const r = q.data;
  const userName = r?.users.find((u) => u.id === applied.userId)?.name;
  return (
    <div>
      <PageHeader
        title="Relatórios"
        description="Análise de documentos da sua empresa"
        onBack={() => void navigate("/corporate/dashboard")}
        actions={
          <ExportButton
            build={
              r
                ? () =>
                    corporateWorkbook(r, {
                      from: applied.from,
                      to: applied.to,
                      others: [
                        `Usuário: ${userName ?? "Todos"}`,
                        `Status: ${applied.status ? REPORT_STATUS_LABELS[applied.status] : "Todos"}`,
                      ],
                    })
                : null
            }
            fileName={() => workbookName("corporativo")}
          />
        }
      />
      <FilterPanel
        onClear={() => {
          setDraft(EMPTY);
          setApplied(EMPTY);
        }}
        onApply={() => {
          setApplied({ ...draft });
          void q.refetch();
        }}
      >
        <InputField
          label="Data Inicial"
          type="date"
          value={draft.from ?? ""}
          onChange={(e) => change({ from: e.target.value || undefined })}
        />
        <InputField
          label="Data Final"
          type="date"
          value={draft.to ?? ""}
          onChange={(e) => change({ to: e.target.value || undefined })}
        />
        <SelectField
          label="Usuário"
          value={draft.userId ?? ""}
          onChange={(e) => change({ userId: e.target.value || undefined })}
        >
          <option value="">Todos</option>
          {r?.users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={draft.status ?? ""}
          onChange={(e) =>
            change({ status: (e.target.value || undefined) as CorporateReportQuery["status"] | undefined })
          }
        >
          <option value="">Todos</option>
          {DOCUMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {REPORT_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </FilterPanel>
      {q.isError && <ErrorBanner error={q.error} />}
      {q.isFetching && !q.isPending && (
        <p role="status" className="mb-2 text-sm text-slate-600">
          Atualizando relatório...
        </p>
      )}
      {q.isPending && <ListLoading label="Carregando relatório..." />}
      {r && (
        <div aria-busy={q.isFetching}>
          <div className="grid gap-4 sm:grid-cols-3">
            <KpiCard label="Total de Usuários" value={integer(r.totalUsers)} />
            <KpiCard label="Total de Documentos" value={integer(r.totalDocuments)} />
            <KpiCard label="Documentos este mês" value={integer(r.documentsThisMonth)} />
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <ChartPanel title="Documentos por status">
              <PieChart
                title="Documentos por status"
                points={r.documentsByStatus.map((s) => ({ label: s.name, value: s.value }))}
              />
            </ChartPanel>
            <ChartPanel title="Modelos mais utilizados">
              <RankBars items={r.documentsByTemplate.map((t) => ({ label: t.name, value: t.documents }))} />
            </ChartPanel>
            <ChartPanel title="Documentos por mês">
              <BarChart
                title="Documentos por mês (últimos 6 meses)"
                series={[
                  {
                    name: "Documentos",
                    colour: "#1d4ed8",
                    points: r.documentsByMonth.map((m) => ({ label: monthLabel(m.month), value: m.documents })),
                  },
                ]}
              />
            </ChartPanel>
            <ChartPanel title="Top 5 usuários">
              <RankBars items={r.documentsByUser.map((u) => ({ label: u.name, value: u.documents }))} />
            </ChartPanel>
          </div>
        </div>
      )}
      <LastUpdate at={r?.generatedAt} />
    </div>
  );
}
