import { DOCUMENT_STATUSES } from "../../../domain/documents";
import { type CorporateReportQuery, REPORT_STATUS_LABELS } from "../../../domain/insight";
import { labelledChoices, namedChoices } from "../../components/ui/form-field";
import { corporateReportQuery } from "./api";
import { ExportButton } from "./export-button";
import { DocumentsRankPanel, ReportFigures } from "./report-figures";
import { corporateKpis } from "./report-kpis";
import { AnyOfSelect, ReportPage, useReport } from "./report-parts";
import { corporateWorkbook } from "./workbook";

const EMPTY: CorporateReportQuery = {};

/** /corporate/reports — 'Relatórios', 'Análise de documentos da sua empresa' (spec 3 §2), own account only. */
export default function CorporateReportsPage() {
  const { filters, q } = useReport(EMPTY, corporateReportQuery);
  const { draft, applied, change } = filters;
  const r = q.data;
  const userName = r?.users.find((u) => u.id === applied.userId)?.name;
  return (
    <ReportPage
      title="Relatórios"
      description="Análise de documentos da sua empresa"
      backTo="/corporate/dashboard"
      actions={
        <ExportButton
          report={r}
          workbook={corporateWorkbook}
          period={applied}
          others={[
            `Usuário: ${userName ?? "Todos"}`,
            `Status: ${applied.status ? REPORT_STATUS_LABELS[applied.status] : "Todos"}`,
          ]}
          kind="corporativo"
        />
      }
      filters={filters}
      q={q}
      extraFilters={
        <>
          <AnyOfSelect
            label="Usuário"
            allLabel="Todos"
            value={draft.userId}
            onChange={(userId) => change({ userId })}
            items={namedChoices(r?.users ?? [])}
          />
          <AnyOfSelect
            label="Status"
            allLabel="Todos"
            value={draft.status}
            onChange={(status) => change({ status: status as CorporateReportQuery["status"] })}
            items={labelledChoices(DOCUMENT_STATUSES, REPORT_STATUS_LABELS)}
          />
        </>
      }
    >
      {(r) => (
        <ReportFigures
          kpis={corporateKpis(r)}
          kpiGrid="sm:grid-cols-3"
          documentsByStatus={r.documentsByStatus}
          documentsByMonth={r.documentsByMonth}
          beside={[
            <DocumentsRankPanel key="templates" title="Modelos mais utilizados" rows={r.documentsByTemplate} />,
            <DocumentsRankPanel key="users" title="Top 5 usuários" rows={r.documentsByUser} />,
          ]}
        />
      )}
    </ReportPage>
  );
}
