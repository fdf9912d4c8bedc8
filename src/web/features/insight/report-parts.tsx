import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { Filter } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { type Choice, InputField, Options, SelectField } from "../../components/ui/form-field";
import { ListLoading } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { ExportButton } from "./export-button";
import { ErrorBanner, LastUpdate } from "./parts";
import { ReportFigures, type ReportFiguresData } from "./report-figures";
import type { Kpi } from "./report-kpis";
import type { ReportFilters, WorkbookKind, XSheet } from "./workbook";

/** A filter's select whose first option ('Todos', 'Todas') leaves it unset. */
function AnyOfSelect({
  label,
  allLabel,
  value,
  onChange,
  items,
}: {
  label: string;
  allLabel: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  items: ReadonlyArray<Choice>;
}) {
  return (
    <SelectField label={label} value={value ?? ""} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">{allLabel}</option>
      <Options items={items} />
    </SelectField>
  );
}

/** What the filter panel's 'Limpar' and 'Aplicar' do. */
type FilterPanelActions = { onClear: () => void; onApply: () => void };

/** The toggleable filter panel with 'Limpar' and 'Aplicar'. */
function FilterPanel({ children, onClear, onApply }: FilterPanelActions & { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <section className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label="Filtros">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="report-filters"
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <Filter aria-hidden="true" className="size-4" />
        {open ? "Ocultar filtros" : "Mostrar filtros"}
      </button>
      {open && (
        <form
          id="report-filters"
          className="mt-3"
          onSubmit={(e) => {
            e.preventDefault();
            onApply();
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
          <div className="mt-3 flex gap-2">
            <Button variant="secondary" onClick={onClear}>
              Limpar
            </Button>
            <Button type="submit">Aplicar</Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The filters of a report (see useReport): edited (draft) and in force (applied); changing one applies it at once. */
function useReportFilters<Q extends { from?: string; to?: string }>(empty: Q) {
  const [draft, setDraft] = useState<Q>(empty);
  const [applied, setApplied] = useState<Q>(empty);
  const change = (patch: Partial<Q>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setApplied(next);
  };
  return {
    draft,
    applied,
    change,
    /** The filter panel's 'Limpar' and 'Aplicar' ('Aplicar' re-applies the draft and refreshes). */
    panel: (refetch: () => unknown): FilterPanelActions => ({
      onClear: () => {
        setDraft(empty);
        setApplied(empty);
      },
      onApply: () => {
        setApplied({ ...draft });
        void refetch();
      },
    }),
  };
}

/** A filter of a report offered as a select whose first option ('Todos', 'Todas') leaves it unset. */
export interface ReportSelect<Q> {
  name: keyof Q & string;
  label: string;
  allLabel: string;
  items: ReadonlyArray<Choice>;
}

/**
 * A report screen: header (back to its dashboard, 'Exportar Excel' as `exportAs` says, the other
 * `actions`), the filter panel (the period first, then the `selects`) and the report's figures (its
 * `kpis` as cards, the charts with the report's own two `beside` them).
 */
export function ReportPage<Q extends ReportPeriod, R extends ReportData>({
  title,
  description,
  backTo,
  exportAs,
  actions,
  filters,
  q,
  selects,
  kpis,
  beside,
}: {
  title: string;
  description: string;
  backTo: string;
  exportAs: { workbook: (report: R, filters: ReportFilters) => XSheet[]; kind: WorkbookKind; others: string[] };
  actions?: ReactNode;
  /** From useReport. */
  filters: {
    draft: Q;
    applied: Q;
    change: (patch: Partial<Q>) => void;
    panel: (refetch: () => unknown) => FilterPanelActions;
  };
  q: ReportQueryState<R> & { refetch: () => unknown };
  selects: ReportSelect<Q>[];
  kpis: (report: R) => Kpi[];
  beside: (report: R) => [ReactNode, ReactNode];
}) {
  const navigate = useNavigate();
  const { draft, change } = filters;
  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        onBack={() => void navigate(backTo)}
        actions={
          <>
            <ExportButton report={q.data} period={filters.applied} {...exportAs} />
            {actions}
          </>
        }
      />
      <FilterPanel {...filters.panel(q.refetch)}>
        <DateRangeFields draft={draft} change={(period) => change(period as Partial<Q>)} />
        {selects.map(({ name, ...select }) => (
          <AnyOfSelect
            key={name}
            {...select}
            value={draft[name] as string | undefined}
            onChange={(value) => change({ [name]: value } as Partial<Q>)}
          />
        ))}
      </FilterPanel>
      <ReportBody q={q}>{(r) => <ReportFigures report={r} kpis={kpis(r)} beside={beside(r)} />}</ReportBody>
    </div>
  );
}

/** A report's filters and its figures for the applied ones (the last figures stay while new ones load). */
export function useReport<Q extends ReportPeriod, R, K extends QueryKey>(
  empty: Q,
  query: (applied: Q) => UseQueryOptions<R, Error, R, K>,
) {
  const filters = useReportFilters(empty);
  const q = useQuery({ ...query(filters.applied), placeholderData: keepPreviousData });
  return { filters, q };
}

type ReportPeriod = { from?: string; to?: string };
type ReportData = { generatedAt: string } & ReportFiguresData;

interface ReportQueryState<R> {
  data: R | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPending: boolean;
}

/** A report below its filters: error, loading lines, the figures (busy while refreshing), last update. */
function ReportBody<R extends { generatedAt: string }>({
  q,
  children,
}: {
  q: ReportQueryState<R>;
  children: (report: R) => ReactNode;
}) {
  return (
    <>
      {q.isError && <ErrorBanner error={q.error} />}
      <ReportLoading isFetching={q.isFetching} isPending={q.isPending} />
      {q.data && <div aria-busy={q.isFetching}>{children(q.data)}</div>}
      <LastUpdate at={q.data?.generatedAt} />
    </>
  );
}

/** 'Data Inicial' and 'Data Final' of a report's filter panel. */
function DateRangeFields({
  draft,
  change,
}: {
  draft: { from?: string; to?: string };
  change: (patch: { from?: string; to?: string }) => void;
}) {
  return (
    <>
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
    </>
  );
}

/** What a report shows while it loads or refreshes. */
function ReportLoading({ isFetching, isPending }: { isFetching: boolean; isPending: boolean }) {
  return (
    <>
      {isFetching && !isPending && (
        <p role="status" className="mb-2 text-sm text-slate-600">
          Atualizando relatório...
        </p>
      )}
      {isPending && <ListLoading label="Carregando relatório..." />}
    </>
  );
}
