import { queryOptions } from "@tanstack/react-query";
import type { Category, CategoryAccounts, CategoryFormData } from "../../../domain/categories";
import { api } from "../../lib/api";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { pageListQuery } from "../../lib/list-query";

/** Query keys start with "categories": live updates of categories and their links invalidate them all. */
export const categoryKeys = {
  all: ["categories"] as const,
  list: (page: number, search: string) => ["categories", "list", { page, search }] as const,
  accounts: (categoryId: string) => ["categories", "accounts", categoryId] as const,
};

export const categoriesListQuery = (page: number, search: string) =>
  pageListQuery<Category>(categoryKeys.list(page, search), "/api/categories", { page, search });

export const categoryAccountsQuery = (categoryId: string) =>
  queryOptions({
    queryKey: categoryKeys.accounts(categoryId),
    queryFn: async ({ signal }) =>
      (await api<CategoryAccounts>(`/api/categories/${categoryId}/accounts`, { signal })).accounts,
    staleTime: 0,
  });

export function useSaveCategory() {
  return useInvalidatingMutation(categoryKeys.all, ({ id, body }: { id?: string; body: CategoryFormData }) =>
    id
      ? api<Category>(`/api/categories/${id}`, { method: "PUT", body })
      : api<Category>("/api/categories", { method: "POST", body }),
  );
}

export function useDeleteCategory() {
  return useInvalidatingMutation(categoryKeys.all, (id: string) =>
    api<{ ok: true }>(`/api/categories/${id}`, { method: "DELETE" }),
  );
}

export function useSaveCategoryAccounts() {
  return useInvalidatingMutation(categoryKeys.all, ({ id, accountIds }: { id: string; accountIds: string[] }) =>
    api<{ ok: true }>(`/api/categories/${id}/accounts`, { method: "PUT", body: { accountIds } }),
  );
}
