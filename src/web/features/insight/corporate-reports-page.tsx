import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { DOCUMENT_STATUSES } from "../../../domain/documents";
import { type CorporateReportQuery, REPORT_STATUS_LABELS } from "../../../domain/insight";
import { SelectField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { corporateReportQuery } from "./api";
import { ChartPanel, ErrorBanner, integer, KpiCard, LastUpdate, RankBars } from "./parts";
import {
  DateRangeFields,
  DocumentsByMonth,
  DocumentsByStatus,
  ExportButton,
  FilterPanel,
  ReportLoading,
  useReportFilters,
} from "./report-parts";
import { corporateWorkbook, workbookName } from "./workbook";

const EMPTY: CorporateReportQuery = {};

/** /corporate/reports — 'Relatórios', 'Análise de documentos da sua empresa' (spec 3 §2), own account only. */
export default function CorporateReportsPage() {
  const navigate = useNavigate();
  const { draft, applied, change, clear, apply } = useReportFilters(EMPTY);
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
        onClear={clear}
        onApply={() => {
          apply();
          void q.refetch();
        }}
      >
        <DateRangeFields draft={draft} change={change} />
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
      <ReportLoading isFetching={q.isFetching} isPending={q.isPending} />
      {r && (
        <div aria-busy={q.isFetching}>
          <div className="grid gap-4 sm:grid-cols-3">
            <KpiCard label="Total de Usuários" value={integer(r.totalUsers)} />
            <KpiCard label="Total de Documentos" value={integer(r.totalDocuments)} />
            <KpiCard label="Documentos este mês" value={integer(r.documentsThisMonth)} />
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <DocumentsByStatus points={r.documentsByStatus} />
            <ChartPanel title="Modelos mais utilizados">
              <RankBars items={r.documentsByTemplate.map((t) => ({ label: t.name, value: t.documents }))} />
            </ChartPanel>
            <DocumentsByMonth months={r.documentsByMonth} />
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
