import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle, ArrowLeft, Inbox, RotateCcw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import type { Page } from "../../../domain/shared/list";
import { Button } from "./button";
import { DataTable, type DataTableProps } from "./data-table";
import { Pager } from "./pager";
import { Spinner } from "./spinner";

/** Loading state of a list or a panel. */
export function ListLoading({ label = "Carregando..." }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-12 text-slate-600">
      <Spinner />
      <p className="text-sm">{label}</p>
    </div>
  );
}

/** Empty state: nothing matches (optionally with an action such as "Limpar filtros"). */
export function ListEmpty({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center text-slate-600">
      <Inbox aria-hidden="true" className="size-10 text-slate-400" />
      <p className="font-medium text-slate-800">{title}</p>
      {description && <p className="text-sm">{description}</p>}
      {action}
    </div>
  );
}

/** Error state with a retry button (spec: every list load failure offers a retry). */
export function ListError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-red-600" />
      <p className="text-sm text-red-800">{message}</p>
      <Button variant="secondary" icon={RotateCcw} onClick={onRetry} loading={retrying}>
        Tentar novamente
      </Button>
    </div>
  );
}

/** ListError for a failed query: 'Tentar novamente' refetches it (and spins while it does). */
export function QueryError({
  query,
  message,
}: {
  query: { refetch: () => unknown; isFetching: boolean };
  message: string;
}) {
  return <ListError message={message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}

/** A record that does not exist (404, or an id that cannot exist): no retry, a way back to its list. */
export function NotFoundState({
  title,
  message,
  backLabel,
  onBack,
}: {
  title: string;
  message: string;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <p className="font-medium text-slate-900">{title}</p>
      <p className="text-sm text-slate-700">{message}</p>
      <Button variant="secondary" icon={ArrowLeft} onClick={onBack}>
        {backLabel}
      </Button>
    </div>
  );
}

/** Whether a failed load means "no such record": 404, or 400 for an id that is not even valid. */
export function isNotFoundError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

/**
 * What one query shows: its loading state (`texts.loading`), then a missing record (`notFound`, when
 * given, for a 404), a load error with retry (`texts.error`), the `empty` view (when given) for an
 * empty list, or `children` with the data.
 */
export function QueryStates<T>({
  query,
  texts: { loading, error },
  notFound,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  texts: { loading: string; error: string };
  notFound?: ReactNode;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListLoading label={loading} />;
  if (query.isError && notFound && isNotFoundError(query.error)) return notFound;
  if (query.isError) return <QueryError query={query} message={error} />;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}

/**
 * The body of an admin list: loading, load error (with retry), empty, or the table of the page with
 * the Pager under it (rows dim while a newer page loads).
 */
export function ListResults<T>({
  query,
  loadingLabel,
  errorMessage,
  empty,
  paging,
  pagerLabel,
  ...table
}: Omit<DataTableProps<T>, "rows" | "stale"> & {
  query: UseQueryResult<Page<T>>;
  loadingLabel: string;
  errorMessage: string;
  empty: { title: string; description?: string; action?: ReactNode };
  /** The list's page and how to change it (the ListState of useListState). */
  paging: { page: number; setPage: (page: number) => void };
  /** Accessible name of the pager's navigation. */
  pagerLabel?: string;
}) {
  return (
    <QueryStates query={query} texts={{ loading: loadingLabel, error: errorMessage }}>
      {(data) =>
        data.items.length === 0 ? (
          <ListEmpty {...empty} />
        ) : (
          <>
            <DataTable {...table} rows={data.items} stale={query.isPlaceholderData} />
            <Pager page={paging.page} total={data.total} onPageChange={paging.setPage} label={pagerLabel} />
          </>
        )
      }
    </QueryStates>
  );
}

/**
 * What an admin list says. `items` names its rows in the plural ("Carregando contas...", "Paginação de
 * contas"); the empty state has its own title and hint once a filter is set (by default the same title
 * and "Ajuste ou limpe os filtros."); `error` may read the failure.
 */
export interface ListTexts {
  items: string;
  caption: string;
  error: string | ((error: unknown) => string);
  empty: { title: string; hint?: string; filteredTitle?: string; filteredHint?: string };
}

type RowKeyProp<T> = T extends { id: string } ? { rowKey?: (row: T) => string } : { rowKey: (row: T) => string };

/** ListResults of an admin list told by its ListTexts; rows are keyed by their `id` unless told otherwise. */
export function AdminListResults<T>({
  query,
  texts,
  columns,
  paging,
  rowKey,
  clearable = false,
}: RowKeyProp<T> & {
  query: UseQueryResult<Page<T>>;
  texts: ListTexts;
  columns: DataTableProps<T>["columns"];
  /** The list's ListState (useListState): its page, whether it is filtered and how to clear it. */
  paging: { page: number; setPage: (page: number) => void; isFiltered: boolean; clear: () => void };
  /** The empty state of a filtered list offers "Limpar filtros". */
  clearable?: boolean;
}) {
  const { title, hint, filteredTitle = title, filteredHint = "Ajuste ou limpe os filtros." } = texts.empty;
  return (
    <ListResults
      query={query}
      loadingLabel={`Carregando ${texts.items}...`}
      errorMessage={typeof texts.error === "string" ? texts.error : texts.error(query.error)}
      empty={
        paging.isFiltered
          ? {
              title: filteredTitle,
              description: filteredHint,
              action: clearable && (
                <Button variant="secondary" onClick={paging.clear}>
                  Limpar filtros
                </Button>
              ),
            }
          : { title, description: hint }
      }
      caption={texts.caption}
      columns={columns}
      rowKey={rowKey ?? ((row) => (row as { id: string }).id)}
      paging={paging}
      pagerLabel={`Paginação de ${texts.items}`}
    />
  );
}
