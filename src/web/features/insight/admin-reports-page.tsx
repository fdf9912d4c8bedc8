import { useQuery } from "@tanstack/react-query";
import { LayoutDashboard } from "lucide-react";
import { useNavigate } from "react-router";
import type { AdminReportQuery } from "../../../domain/insight/insight";
import { Button } from "../../components/ui/button";
import { namedChoices } from "../../components/ui/form-field";
import { adminReportQuery, reportAccountsQuery } from "./api";
import { DocumentsRankPanel, PiePanel } from "./report-figures";
import { adminKpis } from "./report-kpis";
import { ReportPage, useReport } from "./report-parts";
import { adminWorkbook } from "./workbook";

const EMPTY: AdminReportQuery = {};

/** /admin/reports — 'Relatórios do Sistema' (spec 3 §2): aggregates from the server, Excel made here. */
export default function AdminReportsPage() {
  const navigate = useNavigate();
  // Changing a filter reloads at once; 'Aplicar' re-applies (and refreshes), 'Limpar' clears.
  const { filters, q } = useReport(EMPTY, adminReportQuery);
  const accounts = useQuery(reportAccountsQuery).data ?? [];
  const accountName = accounts.find((a) => a.id === filters.applied.accountId)?.name;
  return (
    <ReportPage
      title="Relatórios do Sistema"
      description="Indicadores de uso da plataforma"
      backTo="/admin/dashboard"
      exportAs={{ workbook: adminWorkbook, kind: "admin", others: [`Conta: ${accountName ?? "Todas"}`] }}
      actions={
        <Button icon={LayoutDashboard} variant="secondary" onClick={() => void navigate("/dashboard")}>
          Dashboard
        </Button>
      }
      filters={filters}
      q={q}
      selects={[{ name: "accountId", label: "Conta Corporativa", allLabel: "Todas", items: namedChoices(accounts) }]}
      kpis={adminKpis}
      beside={(r) => [
        <PiePanel key="roles" title="Usuários por função" points={r.usersByRole} />,
        <DocumentsRankPanel key="accounts" title="Top 5 contas corporativas" rows={r.topCorporateAccounts} />,
      ]}
    />
  );
}
