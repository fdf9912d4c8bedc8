import type { ReactNode } from "react";
import { monthLabel } from "../../../domain/insight/insight";

/** One line per month ('mar/2026' … its figure), or the empty text when there is nothing to show. */
export function MonthList<M extends { month: string }>({
  months,
  empty,
  emptyText,
  value,
}: {
  months: M[];
  empty: boolean;
  emptyText: string;
  value: (m: M) => ReactNode;
}) {
  if (empty) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {months.map((m) => (
        <li key={m.month} className="flex justify-between py-1.5">
          <span>{monthLabel(m.month)}</span>
          <span className="font-medium">{value(m)}</span>
        </li>
      ))}
    </ul>
  );
}
