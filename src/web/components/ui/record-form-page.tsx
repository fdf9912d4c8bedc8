import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { isNotFoundError, ListLoading, NotFoundState, QueryError } from "./list-states";
import { PageHeader } from "./page-header";
import { SuccessScreen } from "./success-screen";

/**
 * The page of an admin record's create / edit form (plans, corporate accounts): its header, then the
 * success screen once saved (back with `onBack` after it); without `id` the empty form; otherwise the
 * record's loading, not-found (404), load error (with retry) or its form. `preparing`: the loading
 * label while what the form itself needs still loads.
 */
export function RecordFormPage<T>({
  title,
  description,
  onBack,
  id,
  record,
  preparing,
  loadingLabel,
  loadError,
  notFound,
  savedTitle,
  form,
}: {
  title: string;
  description: string;
  onBack: () => void;
  id: string | undefined;
  record: UseQueryResult<T>;
  preparing?: string | null;
  loadingLabel: string;
  loadError: string;
  notFound: { title: string; message: string; backLabel: string; onBack: () => void };
  savedTitle: string;
  form: (record: T | undefined, onSaved: () => void) => ReactNode;
}) {
  const [saved, setSaved] = useState(false);
  const onSaved = () => setSaved(true);
  let body: ReactNode;
  if (preparing) body = <ListLoading label={preparing} />;
  else if (saved) body = <SuccessScreen title={savedTitle} onDone={onBack} />;
  else if (!id) body = form(undefined, onSaved);
  else if (record.isPending) body = <ListLoading label={loadingLabel} />;
  else if (record.isError && isNotFoundError(record.error)) body = <NotFoundState {...notFound} />;
  else if (record.isError) body = <QueryError query={record} message={loadError} />;
  else body = form(record.data, onSaved);

  return (
    <div className="max-w-4xl">
      <PageHeader title={title} description={description} onBack={onBack} />
      {body}
    </div>
  );
}
