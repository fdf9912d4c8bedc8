import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AccessRule } from "../../domain/auth/permissions";
import { PrintSheet, usePrintTitle } from "../components/print-sheet";
import { QueryStates } from "../components/ui/list-states";
import { PermissionGuard } from "./permission-guard";

interface RecordPrintProps<R extends { title: string }, K extends QueryKey> {
  /** Who may print it (the server checks the same when reading the record). */
  rule: AccessRule;
  /** The record's query, read once the rule lets the user in. */
  query: UseQueryOptions<R, Error, R, K>;
  /** The toolbar's heading, once the record is known (or before). */
  heading?: (record: R | undefined) => ReactNode;
  printLabel: string;
  loading: string;
  error: string;
  /** Shown instead of the load error when the record does not exist. */
  notFound?: ReactNode;
  children: (record: R) => ReactNode;
}

/**
 * A print page of one record in a new tab (templates, documents): behind its access rule, the tab
 * named by the record's title, its loading, missing and failed states on the sheet, then `children`.
 */
export function RecordPrintPage<R extends { title: string }, K extends QueryKey>({
  rule,
  ...props
}: RecordPrintProps<R, K>) {
  return (
    <PermissionGuard rule={rule}>
      <RecordPrint {...props} />
    </PermissionGuard>
  );
}

function RecordPrint<R extends { title: string }, K extends QueryKey>({
  query,
  heading,
  printLabel,
  loading,
  error,
  notFound,
  children,
}: Omit<RecordPrintProps<R, K>, "rule">) {
  const q = useQuery(query);
  usePrintTitle(q.data?.title);
  return (
    <PrintSheet heading={heading?.(q.data)} printLabel={printLabel} ready={Boolean(q.data)}>
      <QueryStates query={q} texts={{ loading, error }} notFound={notFound}>
        {children}
      </QueryStates>
    </PrintSheet>
  );
}
