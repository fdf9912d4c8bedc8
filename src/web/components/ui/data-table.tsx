import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";

export interface Column<T> {
  /** Column header text (also the accessible name of the column). */
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Visually hide the header (e.g. the actions column) while keeping it for screen readers. */
  hideHeader?: boolean;
}

export interface DataTableProps<T> {
  columns: ReadonlyArray<Column<T>>;
  rows: ReadonlyArray<T>;
  rowKey: (row: T) => string;
  /** Accessible caption (visually hidden). */
  caption: string;
  /** Dims the rows while a newer page loads. */
  stale?: boolean;
}

/** A plain, accessible table; lists put filters above it and the Pager under it. */
export function DataTable<T>({ columns, rows, rowKey, caption, stale = false }: DataTableProps<T>) {
  return (
    <div className={`overflow-x-auto rounded-lg border border-slate-200 bg-white ${stale ? "opacity-60" : ""}`}>
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`px-4 py-3 font-medium ${c.className ?? ""}`}>
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50">
              {columns.map((c) => (
                <td key={c.header} className={`px-4 py-3 align-middle ${c.className ?? ""}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A small icon button for table actions; `label` is its accessible name and tooltip. */
export function RowAction({
  label,
  onClick,
  children,
  tone = "default",
  disabled,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  tone?: "default" | "danger";
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-8 items-center justify-center rounded-md disabled:cursor-not-allowed disabled:opacity-40 ${
        tone === "danger" ? "text-red-700 hover:bg-red-50" : "text-slate-700 hover:bg-slate-100"
      }`}
    >
      {children}
    </button>
  );
}

/** The last column of a list: its row actions, right-aligned, with a header only screen readers get. */
export function actionsColumn<T>(cell: (row: T) => ReactNode, className = "w-24 text-right"): Column<T> {
  return {
    header: "Ações",
    hideHeader: true,
    className,
    cell: (row) => <div className="flex justify-end gap-1">{cell(row)}</div>,
  };
}

/** "Editar <name>" (pencil). */
export function EditRowAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <RowAction label={`Editar ${name}`} onClick={onClick}>
      <Pencil aria-hidden="true" className="size-4" />
    </RowAction>
  );
}

/** "Excluir <name>" (trash, danger). */
export function DeleteRowAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <RowAction label={`Excluir ${name}`} tone="danger" onClick={onClick}>
      <Trash2 aria-hidden="true" className="size-4" />
    </RowAction>
  );
}
