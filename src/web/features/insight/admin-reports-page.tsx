import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { LayoutDashboard } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type AdminReportQuery, monthLabel } from "../../../domain/insight";
import { Button } from "../../components/ui/button";
import { InputField, SelectField } from "../../components/ui/form-field";
import { ListLoading } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { adminReportQuery } from "./api";
import { BarChart, ChartPanel, integer, KpiCard, LastUpdate, PieChart, RankBars } from "./parts";
import { ExportButton, FilterPanel } from "./report-parts";
import { adminWorkbook, workbookName } from "./workbook";

const EMPTY: AdminReportQuery = {};

/** /admin/reports — 'Relatórios do Sistema' (spec 3 §2): aggregates from the server, Excel made here. */
export default function AdminReportsPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<AdminReportQuery>(EMPTY);
  const [applied, setApplied] = useState<AdminReportQuery>(EMPTY);
  // Changing a filter reloads at once; 'Aplicar' re-applies (and refreshes), 'Limpar' clears.
  const change = (patch: Partial<AdminReportQuery>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setApplied(next);
  };
  const q = useQuery({ ...adminReportQuery(applied), placeholderData: keepPreviousData });
  const r = q.data;
  const accountName = r?.accounts.find((a) => a.id === applied.accountId)?.name;
  return (
    <div>
      <PageHeader
        title="Relatórios do Sistema"
        description="Indicadores de uso da plataforma"
        onBack={() => void navigate("/admin/dashboard")}
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportButton
              build={
                r
                  ? () =>
                      adminWorkbook(r, {
                        from: applied.from,
                        to: applied.to,
                        others: [`Conta: ${accountName ?? "Todas"}`],
                      })
                  : null
              }
              fileName={() => workbookName("admin")}
            />
            <Button variant="secondary" onClick={() => void navigate("/dashboard")}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Dashboard
            </Button>
          </div>
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
          label="Conta Corporativa"
          value={draft.accountId ?? ""}
          onChange={(e) => change({ accountId: e.target.value || undefined })}
        >
          <option value="">Todas</option>
          {r?.accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </SelectField>
      </FilterPanel>
      {q.isFetching && !q.isPending && (
        <p role="status" className="mb-2 text-sm text-slate-600">
          Atualizando relatório...
        </p>
      )}
      {q.isPending && <ListLoading label="Carregando relatório..." />}
      {r && (
        <div aria-busy={q.isFetching}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <KpiCard label="Total de Usuários" value={integer(r.totalUsers)} />
            <KpiCard label="Contas Corporativas" value={integer(r.totalCorporateAccounts)} />
            <KpiCard label="Documentos" value={integer(r.totalDocuments)} />
            <KpiCard label="Modelos Ativos" value={integer(r.totalTemplates)} />
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <ChartPanel title="Documentos por status">
              <PieChart
                title="Documentos por status"
                points={r.documentsByStatus.map((s) => ({ label: s.name, value: s.value }))}
              />
            </ChartPanel>
            <ChartPanel title="Usuários por função">
              <PieChart
                title="Usuários por função"
                points={r.usersByRole.map((s) => ({ label: s.name, value: s.value }))}
              />
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
            <ChartPanel title="Top 5 contas corporativas">
              <RankBars items={r.topCorporateAccounts.map((a) => ({ label: a.name, value: a.documents }))} />
            </ChartPanel>
          </div>
        </div>
      )}
      <LastUpdate at={r?.generatedAt} />
    </div>
  );
}
