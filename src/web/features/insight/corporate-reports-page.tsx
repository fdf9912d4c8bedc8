import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { DOCUMENT_STATUSES } from "../../../domain/documents";
import { type CorporateReportQuery, REPORT_STATUS_LABELS } from "../../../domain/insight";
import { labelledChoices, namedChoices, Options, SelectField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { corporateReportQuery } from "./api";
import { integer, KpiCard } from "./parts";
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
import { corporateWorkbook, workbookName } from "./workbook";

const EMPTY: CorporateReportQuery = {};

/** /corporate/reports — 'Relatórios', 'Análise de documentos da sua empresa' (spec 3 §2), own account only. */
export default function CorporateReportsPage() {
  const navigate = useNavigate();
  const { draft, applied, change, panel } = useReportFilters(EMPTY);
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
      <FilterPanel {...panel(q.refetch)}>
        <DateRangeFields draft={draft} change={change} />
        <SelectField
          label="Usuário"
          value={draft.userId ?? ""}
          onChange={(e) => change({ userId: e.target.value || undefined })}
        >
          <option value="">Todos</option>
          <Options items={namedChoices(r?.users ?? [])} />
        </SelectField>
        <SelectField
          label="Status"
          value={draft.status ?? ""}
          onChange={(e) =>
            change({ status: (e.target.value || undefined) as CorporateReportQuery["status"] | undefined })
          }
        >
          <option value="">Todos</option>
          <Options items={labelledChoices(DOCUMENT_STATUSES, REPORT_STATUS_LABELS)} />
        </SelectField>
      </FilterPanel>
      <ReportBody q={q}>
        {(r) => (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <KpiCard label="Total de Usuários" value={integer(r.totalUsers)} />
              <KpiCard label="Total de Documentos" value={integer(r.totalDocuments)} />
              <KpiCard label="Documentos este mês" value={integer(r.documentsThisMonth)} />
            </div>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <DocumentsByStatus points={r.documentsByStatus} />
              <RankPanel
                title="Modelos mais utilizados"
                items={r.documentsByTemplate.map((t) => ({ label: t.name, value: t.documents }))}
              />
              <DocumentsByMonth months={r.documentsByMonth} />
              <RankPanel
                title="Top 5 usuários"
                items={r.documentsByUser.map((u) => ({ label: u.name, value: u.documents }))}
              />
            </div>
          </>
        )}
      </ReportBody>
    </div>
  );
}
