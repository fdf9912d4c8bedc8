import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SETTINGS_MESSAGES } from "../../../../domain/settings/settings";
import { Alert } from "../../../components/ui/alert";
import { ListLoading, QueryError } from "../../../components/ui/list-states";
import { PageHeader } from "../../../components/ui/page-header";
import { ApiError } from "../../../lib/api";

export const isNoAccount = (err: unknown) => err instanceof ApiError && err.code === "NO_ACCOUNT";

/**
 * A settings screen: header, then loading / load error (with retry) / the forms for the loaded view.
 * `accountScoped`: the settings belong to the actor's account, so "no account" gets its own message.
 */
export function SettingsPage<TView>({
  title,
  description,
  query,
  loadingLabel,
  loadError,
  accountScoped = false,
  children,
}: {
  title: string;
  description: string;
  query: UseQueryResult<TView>;
  loadingLabel: string;
  loadError: string;
  accountScoped?: boolean;
  children: (view: TView) => ReactNode;
}) {
  return (
    <div className="max-w-3xl">
      <PageHeader title={title} description={description} />
      {query.isPending ? (
        <ListLoading label={loadingLabel} />
      ) : query.isError ? (
        accountScoped && isNoAccount(query.error) ? (
          <Alert tone="error">{SETTINGS_MESSAGES.noAccount}</Alert>
        ) : (
          <QueryError query={query} message={loadError} />
        )
      ) : (
        children(query.data)
      )}
    </div>
  );
}
