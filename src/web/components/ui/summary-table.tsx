import type { ReactNode } from "react";

/** A small read-only table (dashboard panels, histories): its column headers and one row of cells per item, or the empty text. */
export function SummaryTable({
  headers,
  rows,
  emptyText,
  caption,
  className = "",
}: {
  headers: readonly string[];
  rows: { key: string; cells: ReactNode[] }[];
  emptyText: string;
  /** A name for assistive technology (read, not shown). */
  caption?: string;
  /** Classes of the wrapper, which scrolls sideways itself so a phone's page never does. */
  className?: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  const cellClass = (i: number) => (i < headers.length - 1 ? "py-1.5 pr-2" : "py-1.5");
  return (
    <div className={`overflow-x-auto ${className}`}>
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="text-slate-600">
          <tr>
            {headers.map((h, i) => (
              <th key={h} scope="col" className={i < headers.length - 1 ? "py-1 pr-2 font-medium" : "py-1 font-medium"}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100">
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; their position is their identity.
                <td key={i} className={cellClass(i)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
