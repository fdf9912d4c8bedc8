import { type LucideIcon, Pencil, Signature, Trash2 } from "lucide-react";
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

/**
 * A plain, accessible table; lists put filters above it and the Pager under it. On a phone (below
 * `sm`) each row becomes a card: one line per column, its header as the label, the actions last, so
 * status and actions are seen without sideways scrolling. The box is `relative` so visually hidden
 * texts inside it (positioned absolutely) cannot widen the page.
 */
export function DataTable<T>({ columns, rows, rowKey, caption, stale = false }: DataTableProps<T>) {
  return (
    <div
      className={`relative overflow-x-auto rounded-lg border border-slate-200 bg-white ${stale ? "opacity-60" : ""}`}
    >
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[640px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-sm:sr-only">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`px-4 py-3 font-medium ${c.className ?? ""}`}>
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50 max-sm:block max-sm:px-4 max-sm:py-3">
              {columns.map((c) => (
                <td
                  key={c.header}
                  data-label={c.hideHeader ? undefined : c.header}
                  className={`px-4 py-3 align-middle ${c.className ?? ""} ${c.hideHeader ? CARD_ACTIONS : CARD_CELL}`}
                >
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

/** A cell on a phone: a line of the card, labelled with its column's header (none for the actions). */
const CARD_CELL =
  "max-sm:flex max-sm:w-auto max-sm:min-w-0 max-sm:items-start max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:break-words max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:pt-0.5 max-sm:before:text-xs max-sm:before:font-medium max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)] max-sm:[&>*]:min-w-0";
const CARD_ACTIONS = "max-sm:block max-sm:w-auto max-sm:px-0 max-sm:pt-2 max-sm:pb-0";

/** A small icon button for table actions (`icon`, or its own `children`); `label` is its accessible name and tooltip. */
export function RowAction({
  label,
  tip = label,
  onClick,
  icon: Icon,
  children,
  tone = "default",
  disabled,
}: {
  label: string;
  /** The visible tooltip: the action alone ("Editar") when the label also names the row. */
  tip?: string;
  onClick: () => void;
  icon?: LucideIcon;
  children?: ReactNode;
  tone?: "default" | "danger";
  disabled?: boolean;
}) {
  // The tooltip says the action for sighted users, on hover and on keyboard focus alike.
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        className={`inline-flex size-8 items-center justify-center rounded-md disabled:cursor-not-allowed disabled:opacity-40 ${
          tone === "danger" ? "text-red-700 hover:bg-red-50" : "text-slate-700 hover:bg-slate-100"
        }`}
      >
        {Icon ? <Icon aria-hidden="true" className="size-4" /> : children}
      </button>
      <span
        aria-hidden="true"
        data-tooltip=""
        className="pointer-events-none absolute right-0 bottom-full z-20 mb-1 hidden max-w-64 truncate whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs text-white shadow group-focus-within:block group-hover:block"
      >
        {tip}
      </span>
    </span>
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

/** "Editar <name>" (pencil: changes the row itself; "Solicitar assinatura" is a signature, RequestSignatureRowAction). */
export function EditRowAction({ name, onClick }: { name: string; onClick: () => void }) {
  return <RowAction label={`Editar ${name}`} tip="Editar" icon={Pencil} onClick={onClick} />;
}

/** "Solicitar assinatura de <name>" (a signature scrawl, unlike the edit pencil). */
export function RequestSignatureRowAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <RowAction
      label={`Solicitar assinatura de ${name}`}
      tip="Solicitar assinatura"
      icon={Signature}
      onClick={onClick}
    />
  );
}

/** "Excluir <name>" (trash, danger). */
export function DeleteRowAction({ name, onClick }: { name: string; onClick: () => void }) {
  return <RowAction label={`Excluir ${name}`} tip="Excluir" icon={Trash2} tone="danger" onClick={onClick} />;
}

/** A list's leading cell: the row's name in bold, its small `detail` line under it (when given), then `children`. */
export function NameCell({ name, detail, children }: { name: ReactNode; detail?: string; children?: ReactNode }) {
  return (
    <div>
      <p className="font-medium text-slate-900">{name}</p>
      {detail !== undefined && <p className="text-xs text-slate-600">{detail}</p>}
      {children}
    </div>
  );
}
