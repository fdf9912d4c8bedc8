import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle, type LucideIcon, RefreshCw } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { useNavigate } from "react-router";
import { INSIGHT_TEXTS } from "../../../domain/insight/insight";
import { formatDateTime } from "../../../domain/shared/format";
import { Button } from "../../components/ui/button";
import { ListLoading } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";

// The charts are their own chunk: the screens render their frame first, the pictures follow.
const charts = () => import("./charts");
export const BarChart = lazy(() => charts().then((m) => ({ default: m.BarChart })));
export const LineChart = lazy(() => charts().then((m) => ({ default: m.LineChart })));
export const PieChart = lazy(() => charts().then((m) => ({ default: m.PieChart })));
export const RankBars = lazy(() => charts().then((m) => ({ default: m.RankBars })));

export function ChartPanel({
  title,
  children,
  className = "",
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className}`} aria-label={title}>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      <Suspense
        fallback={
          <div className="flex h-[300px] items-center justify-center" role="status">
            <Spinner />
            <span className="sr-only">Carregando gráfico...</span>
          </div>
        }
      >
        {children}
      </Suspense>
    </section>
  );
}

export function KpiCard({ label, value, hint }: { label: string; value: string | number; hint?: ReactNode }) {
  return (
    <section aria-label={label} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      {hint}
    </section>
  );
}

/** The dashboards' red banner (spec 3 §8): the error text or 'Failed to load dashboard data'. */
export function ErrorBanner({ error }: { error: unknown }) {
  const text = error instanceof ApiError || error instanceof Error ? error.message : INSIGHT_TEXTS.loadFailed;
  return (
    <div
      role="alert"
      className="mb-4 flex items-center gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-800"
    >
      <AlertTriangle aria-hidden="true" className="size-5" />
      {text || INSIGHT_TEXTS.loadFailed}
    </div>
  );
}

export function LastUpdate({ at }: { at: string | undefined }) {
  return (
    <p className="mt-6 text-right text-xs text-slate-600">
      {INSIGHT_TEXTS.lastUpdate}: {at ? formatDateTime(at) : "—"}
    </p>
  );
}

export const integer = (n: number) => new Intl.NumberFormat("pt-BR").format(n);

type DashboardLink = { to: string; label: string; icon: LucideIcon };

/**
 * A dashboard page: its header with 'Atualizar' and the page buttons, the error banner or the loading
 * state of its query, its figures once loaded, and the time of the data.
 */
export function DashboardFrame<D extends { generatedAt: string }>({
  title,
  description,
  links,
  q,
  children,
}: {
  title: string;
  description?: string;
  links: DashboardLink[];
  q: UseQueryResult<D>;
  children: (d: D) => ReactNode;
}) {
  const d = q.data;
  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={<DashboardActions refresh={{ run: q.refetch, busy: q.isFetching }} links={links} />}
      />
      {q.isError && <ErrorBanner error={q.error} />}
      {q.isPending && <ListLoading label="Carregando dashboard..." />}
      {d && children(d)}
      <LastUpdate at={d?.generatedAt} />
    </div>
  );
}

/** The dashboards' 'Atualizar' and the page buttons beside it ('Relatórios', 'Dashboard'). */
function DashboardActions({
  refresh,
  links,
}: {
  refresh: { run: () => unknown; busy: boolean };
  links: DashboardLink[];
}) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap gap-2">
      <Button icon={RefreshCw} variant="secondary" onClick={() => void refresh.run()} loading={refresh.busy}>
        Atualizar
      </Button>
      {links.map(({ to, label, icon: Icon }) => (
        <Button icon={Icon} key={to} variant="secondary" onClick={() => void navigate(to)}>
          {label}
        </Button>
      ))}
    </div>
  );
}
