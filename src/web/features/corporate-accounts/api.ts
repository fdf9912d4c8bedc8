import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { planContracts } from "../../../domain/contracts/plans";
import type {
  AccountDetail,
  AccountFormInput,
  AccountListItem,
  SubscriptionStatus,
} from "../../../domain/corporate-accounts";
import { api } from "../../lib/api";
import { call } from "../../lib/client";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { featureKeys, pageListQuery } from "../../lib/list-query";

/** Keys start with "corporate-accounts": live changes to corporate_accounts invalidate them all. */
export const accountKeys = {
  ...featureKeys<AccountFilters>("corporate-accounts"),
  categories: ["categories", "account-options"] as const,
  plans: ["plans", "active"] as const,
};

export interface AccountFilters {
  page: number;
  search: string;
  status: SubscriptionStatus | "all";
}

export const accountsListQuery = (f: AccountFilters) =>
  pageListQuery<AccountListItem>(accountKeys.list(f), "/api/corporate-accounts", {
    page: f.page,
    search: f.search,
    status: f.status,
  });

export const accountQuery = (id: string) =>
  queryOptions({
    queryKey: accountKeys.one(id),
    queryFn: ({ signal }) => api<AccountDetail>(`/api/corporate-accounts/${encodeURIComponent(id)}`, { signal }),
  });

export const activePlansQuery = queryOptions({
  queryKey: accountKeys.plans,
  queryFn: ({ signal }) => call(planContracts.active, { signal }),
});

export interface CategoryOption {
  id: string;
  name: string;
  description: string | null;
}

export const categoryOptionsQuery = queryOptions({
  queryKey: accountKeys.categories,
  queryFn: ({ signal }) => api<CategoryOption[]>("/api/corporate-accounts/category-options", { signal }),
});

export function useSaveAccount(accountId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountFormInput) =>
      accountId
        ? api<AccountDetail>(`/api/corporate-accounts/${encodeURIComponent(accountId)}`, { method: "PUT", body })
        : api<AccountDetail>("/api/corporate-accounts", { method: "POST", body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.all }),
        client.invalidateQueries({ queryKey: ["settings"] }),
      ]),
  });
}

export function useDeleteAccount() {
  return useInvalidatingMutation(accountKeys.all, (id: string) =>
    api<void>(`/api/corporate-accounts/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
}
