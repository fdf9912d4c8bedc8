import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { LayoutDashboard } from "lucide-react";
import { useNavigate } from "react-router";
import type { AdminReportQuery } from "../../../domain/insight";
import { Button } from "../../components/ui/button";
import { namedChoices, Options, SelectField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { adminReportQuery } from "./api";
import { ChartPanel, integer, KpiCard, PieChart } from "./parts";
import {
  DateRangeFields,
  DocumentsByMonth,
  DocumentsByStatus,
  ExportButton,
  FilterPanel,
  RankPanel,
  ReportBody,
  useReportFilters,
} from "./report-parts";
import { adminWorkbook, workbookName } from "./workbook";

const EMPTY: AdminReportQuery = {};

/** /admin/reports — 'Relatórios do Sistema' (spec 3 §2): aggregates from the server, Excel made here. */
export default function AdminReportsPage() {
  const navigate = useNavigate();
  // Changing a filter reloads at once; 'Aplicar' re-applies (and refreshes), 'Limpar' clears.
  const { draft, applied, change, panel } = useReportFilters(EMPTY);
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
      <FilterPanel {...panel(q.refetch)}>
        <DateRangeFields draft={draft} change={change} />
        <SelectField
          label="Conta Corporativa"
          value={draft.accountId ?? ""}
          onChange={(e) => change({ accountId: e.target.value || undefined })}
        >
          <option value="">Todas</option>
          <Options items={namedChoices(r?.accounts ?? [])} />
        </SelectField>
      </FilterPanel>
      <ReportBody q={q}>
        {(r) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <KpiCard label="Total de Usuários" value={integer(r.totalUsers)} />
              <KpiCard label="Contas Corporativas" value={integer(r.totalCorporateAccounts)} />
              <KpiCard label="Documentos" value={integer(r.totalDocuments)} />
              <KpiCard label="Modelos Ativos" value={integer(r.totalTemplates)} />
            </div>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <DocumentsByStatus points={r.documentsByStatus} />
              <ChartPanel title="Usuários por função">
                <PieChart
                  title="Usuários por função"
                  points={r.usersByRole.map((s) => ({ label: s.name, value: s.value }))}
                />
              </ChartPanel>
              <DocumentsByMonth months={r.documentsByMonth} />
              <RankPanel
                title="Top 5 contas corporativas"
                items={r.topCorporateAccounts.map((a) => ({ label: a.name, value: a.documents }))}
              />
            </div>
          </>
        )}
      </ReportBody>
    </div>
  );
}
