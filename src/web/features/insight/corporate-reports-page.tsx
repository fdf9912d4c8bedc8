import { DOCUMENT_STATUSES } from "../../../domain/documents/documents";
import { type CorporateReportQuery, REPORT_STATUS_LABELS } from "../../../domain/insight/insight";
import { labelledChoices, namedChoices } from "../../components/ui/form-field";
import { corporateReportQuery } from "./api";
import { DocumentsRankPanel } from "./report-figures";
import { corporateKpis } from "./report-kpis";
import { ReportPage, useReport } from "./report-parts";
import { corporateWorkbook } from "./workbook";

const EMPTY: CorporateReportQuery = {};

/** /corporate/reports — 'Relatórios', 'Análise de documentos da sua empresa' (spec 3 §2), own account only. */
export default function CorporateReportsPage() {
  const { filters, q } = useReport(EMPTY, corporateReportQuery);
  const { applied } = filters;
  const users = q.data?.users ?? [];
  const userName = users.find((u) => u.id === applied.userId)?.name;
  return (
    <ReportPage
      title="Relatórios"
      description="Análise de documentos da sua empresa"
      backTo="/corporate/dashboard"
      exportAs={{
        workbook: corporateWorkbook,
        kind: "corporativo",
        others: [
          `Usuário: ${userName ?? "Todos"}`,
          `Status: ${applied.status ? REPORT_STATUS_LABELS[applied.status] : "Todos"}`,
        ],
      }}
      filters={filters}
      q={q}
      selects={[
        { name: "userId", label: "Usuário", allLabel: "Todos", items: namedChoices(users) },
        {
          name: "status",
          label: "Status",
          allLabel: "Todos",
          items: labelledChoices(DOCUMENT_STATUSES, REPORT_STATUS_LABELS),
        },
      ]}
      kpis={corporateKpis}
      beside={(r) => [
        <DocumentsRankPanel key="templates" title="Modelos mais utilizados" rows={r.documentsByTemplate} />,
        <DocumentsRankPanel key="users" title="Top 5 usuários" rows={r.documentsByUser} />,
      ]}
    />
  );
}
