import { INSIGHT_TEXTS } from "../../../domain/insight/insight";
import { formatShare } from "../../../domain/shared/format";

/**
 * Small SVG charts (loaded lazily with the screens that use them). Each chart is a figure whose
 * picture is hidden from assistive technology and whose data is a real table right below it
 * (collapsed in a <details>), so the numbers are reachable by keyboard and screen reader.
 */
export interface Point {
  label: string;
  value: number;
  /** Stable identity when labels may repeat (two accounts with one name). */
  id?: string;
  /** A colour that carries meaning (MEANING_COLOURS); otherwise the palette's next one. */
  colour?: string;
}
export interface Series {
  name: string;
  colour: string;
  points: Point[];
}

const HEIGHT = 300;
const count = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 1 });
const WIDTH = 560;
const PAD = { top: 16, right: 16, bottom: 40, left: 56 };
const COLOURS = ["#1d4ed8", "#15803d", "#b91c1c", "#a16207", "#7e22ce", "#0f766e"];

/** A round top for the axis, divisible by 4 so the five ticks stay whole numbers. */
function niceMax(v: number): number {
  if (v <= 4) return 4;
  const p = 10 ** Math.floor(Math.log10(v));
  const top = [1, 2, 2.5, 5, 10].map((m) => m * p).find((t) => t >= v) ?? 10 * p;
  return Math.ceil(top / 4) * 4;
}

function DataTable({ caption, series, format }: { caption: string; series: Series[]; format: (n: number) => string }) {
  const labels = series[0]?.points.map((p) => p.label) ?? [];
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-blue-800 underline">Ver dados em tabela</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2">
              Período
            </th>
            {series.map((s) => (
              <th key={s.name} scope="col" className="py-1 pr-2">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((l, i) => (
            <tr key={l} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-2 font-normal">
                {l}
              </th>
              {series.map((s) => (
                <td key={s.name} className="py-1 pr-2">
                  {format(s.points[i]?.value ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function Empty() {
  return <p className="flex h-[300px] items-center justify-center text-sm text-slate-600">{INSIGHT_TEXTS.noData}</p>;
}

const isEmpty = (series: Series[]) => series.every((s) => s.points.every((p) => !p.value));

function Axes({ max, labels, format }: { max: number; labels: string[]; format: (n: number) => string }) {
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const innerW = WIDTH - PAD.left - PAD.right;
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  return (
    <g fontSize="11" fill="#475569">
      {ticks.map((t) => {
        const y = PAD.top + innerH * (1 - t);
        return (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y + 4} textAnchor="end">
              {format(max * t)}
            </text>
          </g>
        );
      })}
      {labels.map((l, i) => (
        <text
          key={l}
          x={PAD.left + (innerW / labels.length) * (i + 0.5)}
          y={HEIGHT - PAD.bottom + 18}
          textAnchor="middle"
        >
          {l}
        </text>
      ))}
    </g>
  );
}

export function BarChart({
  title,
  series,
  format = count,
}: {
  title: string;
  series: Series[];
  format?: (n: number) => string;
}) {
  if (isEmpty(series)) return <Empty />;
  const labels = series[0]?.points.map((p) => p.label) ?? [];
  const max = niceMax(Math.max(...series.flatMap((s) => s.points.map((p) => p.value))));
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, labels.length);
  const barW = (slot * 0.7) / series.length;
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true">
        <Axes max={max} labels={labels} format={format} />
        {series.map((s, si) =>
          s.points.map((p, i) => {
            const h = (p.value / max) * innerH;
            return (
              <rect
                key={`${s.name}-${p.label}`}
                x={PAD.left + slot * i + slot * 0.15 + barW * si}
                y={PAD.top + innerH - h}
                width={barW}
                height={h}
                fill={s.colour}
                rx="2"
              />
            );
          }),
        )}
      </svg>
      <DataTable caption={title} series={series} format={format} />
    </figure>
  );
}

export function LineChart({ title, series }: { title: string; series: Series[] }) {
  if (isEmpty(series)) return <Empty />;
  const labels = series[0]?.points.map((p) => p.label) ?? [];
  const max = niceMax(Math.max(...series.flatMap((s) => s.points.map((p) => p.value))));
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, labels.length);
  const fmt = count;
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true">
        <Axes max={max} labels={labels} format={fmt} />
        {series.map((s) => {
          const pts = s.points.map((p, i) => [
            PAD.left + slot * (i + 0.5),
            PAD.top + innerH - (p.value / max) * innerH,
          ]);
          return (
            <g key={s.name}>
              <polyline
                points={pts.map(([x, y]) => `${x},${y}`).join(" ")}
                fill="none"
                stroke={s.colour}
                strokeWidth="2.5"
              />
              {pts.map(([x, y], i) => (
                <circle key={s.points[i]?.label} cx={x} cy={y} r="3.5" fill={s.colour} />
              ))}
            </g>
          );
        })}
      </svg>
      <Legend series={series} />
      <DataTable caption={title} series={series} format={fmt} />
    </figure>
  );
}

function Legend({ series }: { series: Array<{ name: string; colour: string }> }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-4 text-xs text-slate-700">
      {series.map((s) => (
        <li key={s.name} className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: s.colour }} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

export function PieChart({ title, points }: { title: string; points: Point[] }) {
  const total = points.reduce((n, p) => n + p.value, 0);
  if (!total) return <Empty />;
  const R = 110;
  const C = 150;
  let angle = -Math.PI / 2;
  const slices = points.map((p, i) => {
    const a = (p.value / total) * Math.PI * 2;
    const start = angle;
    angle += a;
    const large = a > Math.PI ? 1 : 0;
    const [x1, y1] = [C + R * Math.cos(start), C + R * Math.sin(start)];
    const [x2, y2] = [C + R * Math.cos(angle), C + R * Math.sin(angle)];
    const d =
      p.value === total
        ? `M ${C - R} ${C} a ${R} ${R} 0 1 0 ${2 * R} 0 a ${R} ${R} 0 1 0 ${-2 * R} 0`
        : `M ${C} ${C} L ${x1} ${y1} A ${R} ${R} 0 ${large} 1 ${x2} ${y2} Z`;
    return { ...p, d, colour: p.colour ?? COLOURS[i % COLOURS.length] ?? "#1d4ed8" };
  });
  return (
    <figure>
      <svg viewBox="0 0 300 300" className="mx-auto h-auto w-full max-w-[300px]" aria-hidden="true">
        {slices.map((s) => (s.value ? <path key={s.label} d={s.d} fill={s.colour} stroke="#fff" /> : null))}
      </svg>
      <ul className="mt-2 grid gap-1 text-sm text-slate-800">
        {slices.map((s) => (
          <li key={s.label} className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: s.colour }} />
            {s.label}: {s.value} ({formatShare(s.value, total)})
          </li>
        ))}
      </ul>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}

/** Horizontal bars proportional to the leader (top-5 lists). */
export function RankBars({ items, format = String }: { items: Point[]; format?: (n: number) => string }) {
  if (!items.length) return <p className="py-8 text-center text-sm text-slate-600">{INSIGHT_TEXTS.noData}</p>;
  const max = Math.max(...items.map((i) => i.value), 1);
  return (
    <ol className="space-y-3">
      {items.map((it, i) => (
        <li key={it.id ?? it.label}>
          <div className="mb-1 flex justify-between gap-2 text-sm">
            <span className="truncate font-medium text-slate-800">
              {i + 1}. {it.label}
            </span>
            <span className="text-slate-700">{format(it.value)}</span>
          </div>
          <div className="h-2 w-full rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-2 rounded-full bg-blue-700" style={{ width: `${(it.value / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

export const CHART_COLOURS = COLOURS;
