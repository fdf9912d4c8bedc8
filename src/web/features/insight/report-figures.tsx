import type { ReactNode } from "react";
import { monthLabel } from "../../../domain/insight/insight";
import { documentStatusColour } from "./chart-colours";
import { BarChart, ChartPanel, integer, KpiCard, PieChart, RankBars } from "./parts";
import type { Kpi } from "./report-kpis";

/** A share of a whole (by name) as a pie chart in its panel of the same title. */
export function PiePanel({
  title,
  points,
}: {
  title: string;
  points: { name: string; value: number; colour?: string }[];
}) {
  return (
    <ChartPanel title={title}>
      <PieChart title={title} points={points.map((s) => ({ label: s.name, value: s.value, colour: s.colour }))} />
    </ChartPanel>
  );
}

/** What every report has for its first two charts. */
export interface ReportFiguresData {
  documentsByStatus: { status: string; name: string; value: number }[];
  documentsByMonth: { month: string; documents: number }[];
}

/** The grid of a report's count cards, by how many there are. */
const KPI_GRIDS: Record<number, string> = { 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/**
 * The figures of a report: its counts as cards (laid out by how many there are), then four charts — documents
 * by status and by month on the left, the report's own two on the right.
 */
export function ReportFigures({
  report: { documentsByStatus, documentsByMonth },
  kpis,
  beside: [first, second],
}: {
  report: ReportFiguresData;
  kpis: Kpi[];
  beside: [ReactNode, ReactNode];
}) {
  return (
    <>
      <div className={`grid gap-4 ${KPI_GRIDS[kpis.length] ?? KPI_GRIDS[4]}`}>
        {kpis.map(([label, count]) => (
          <KpiCard key={label} label={label} value={integer(count)} />
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PiePanel
          title="Documentos por status"
          points={documentsByStatus.map((s) => ({ ...s, colour: documentStatusColour(s.status) }))}
        />
        {first}
        <DocumentsByMonth months={documentsByMonth} />
        {second}
      </div>
    </>
  );
}

/** A top-N ranking (accounts, users, templates by documents) as bars in its panel. */
function RankPanel({ title, items }: { title: string; items: { label: string; value: number }[] }) {
  return (
    <ChartPanel title={title}>
      <RankBars items={items} />
    </ChartPanel>
  );
}

/** A ranking of named rows by their document count (the reports' top accounts, users, templates). */
export function DocumentsRankPanel({ title, rows }: { title: string; rows: { name: string; documents: number }[] }) {
  return <RankPanel title={title} items={rows.map((r) => ({ label: r.name, value: r.documents }))} />;
}

/** A monthly figure as a one-series bar chart in its panel ('mar/2026' on the axis). */
export function MonthlyBars<M extends { month: string }>({
  title,
  chartTitle,
  name,
  colour = "#1d4ed8",
  months,
  value,
  format,
}: {
  title: string;
  chartTitle: string;
  name: string;
  colour?: string;
  months: M[];
  value: (m: M) => number;
  format?: (n: number) => string;
}) {
  return (
    <ChartPanel title={title}>
      <BarChart
        title={chartTitle}
        format={format}
        series={[{ name, colour, points: months.map((m) => ({ label: monthLabel(m.month), value: value(m) })) }]}
      />
    </ChartPanel>
  );
}

export function DocumentsByMonth({
  months,
  chartTitle = "Documentos por mês (últimos 6 meses)",
}: {
  months: { month: string; documents: number }[];
  chartTitle?: string;
}) {
  return (
    <MonthlyBars
      title="Documentos por mês"
      chartTitle={chartTitle}
      name="Documentos"
      months={months}
      value={(m) => m.documents}
    />
  );
}
