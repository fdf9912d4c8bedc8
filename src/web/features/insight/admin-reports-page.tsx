import { useQuery } from "@tanstack/react-query";
import { LayoutDashboard } from "lucide-react";
import { useNavigate } from "react-router";
import type { AdminReportQuery } from "../../../domain/insight";
import { Button } from "../../components/ui/button";
import { namedChoices } from "../../components/ui/form-field";
import { adminReportQuery, reportAccountsQuery } from "./api";
import { ExportButton } from "./export-button";
import { DocumentsRankPanel, PiePanel, ReportFigures } from "./report-figures";
import { adminKpis } from "./report-kpis";
import { AnyOfSelect, ReportPage, useReport } from "./report-parts";
import { adminWorkbook } from "./workbook";

const EMPTY: AdminReportQuery = {};

/** /admin/reports — 'Relatórios do Sistema' (spec 3 §2): aggregates from the server, Excel made here. */
export default function AdminReportsPage() {
  const navigate = useNavigate();
  // Changing a filter reloads at once; 'Aplicar' re-applies (and refreshes), 'Limpar' clears.
  const { filters, q } = useReport(EMPTY, adminReportQuery);
  const { draft, applied, change } = filters;
  const r = q.data;
  const accounts = useQuery(reportAccountsQuery).data ?? [];
  const accountName = accounts.find((a) => a.id === applied.accountId)?.name;
  return (
    <ReportPage
      title="Relatórios do Sistema"
      description="Indicadores de uso da plataforma"
      backTo="/admin/dashboard"
      actions={
        <div className="flex flex-wrap gap-2">
          <ExportButton
            report={r}
            workbook={adminWorkbook}
            period={applied}
            others={[`Conta: ${accountName ?? "Todas"}`]}
            kind="admin"
          />
          <Button variant="secondary" onClick={() => void navigate("/dashboard")}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            Dashboard
          </Button>
        </div>
      }
      filters={filters}
      q={q}
      extraFilters={
        <AnyOfSelect
          label="Conta Corporativa"
          allLabel="Todas"
          value={draft.accountId}
          onChange={(accountId) => change({ accountId })}
          items={namedChoices(accounts)}
        />
      }
    >
      {(r) => (
        <ReportFigures
          kpis={adminKpis(r)}
          kpiGrid="sm:grid-cols-2 lg:grid-cols-4"
          documentsByStatus={r.documentsByStatus}
          documentsByMonth={r.documentsByMonth}
          beside={[
            <PiePanel key="roles" title="Usuários por função" points={r.usersByRole} />,
            <DocumentsRankPanel key="accounts" title="Top 5 contas corporativas" rows={r.topCorporateAccounts} />,
          ]}
        />
      )}
    </ReportPage>
  );
}
