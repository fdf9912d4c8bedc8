import { queryOptions } from "@tanstack/react-query";
import type { CategoryFormData } from "../../../domain/categories/categories";
import { categoryContracts as c } from "../../../domain/categories/contract";
import { call } from "../../lib/client";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { contractPageQuery } from "../../lib/list-query";

/** Query keys start with "categories": live updates of categories and their links invalidate them all. */
export const categoryKeys = {
  all: ["categories"] as const,
  list: (page: number, search: string) => ["categories", "list", { page, search }] as const,
  accounts: (categoryId: string) => ["categories", "accounts", categoryId] as const,
};

export const categoriesListQuery = (page: number, search: string) =>
  contractPageQuery(categoryKeys.list(page, search), c.list, { page, search });

export const categoryAccountsQuery = (categoryId: string) =>
  queryOptions({
    queryKey: categoryKeys.accounts(categoryId),
    queryFn: async ({ signal }) => (await call(c.accounts, { params: { categoryId }, signal })).accounts,
    staleTime: 0,
  });

export function useSaveCategory() {
  return useInvalidatingMutation(categoryKeys.all, ({ id, body }: { id?: string; body: CategoryFormData }) =>
    id ? call(c.update, { params: { categoryId: id }, body }) : call(c.create, { body }),
  );
}

export function useDeleteCategory() {
  return useInvalidatingMutation(categoryKeys.all, (id: string) => call(c.remove, { params: { categoryId: id } }));
}

export function useSaveCategoryAccounts() {
  return useInvalidatingMutation(categoryKeys.all, ({ id, accountIds }: { id: string; accountIds: string[] }) =>
    call(c.setAccounts, { params: { categoryId: id }, body: { accountIds } }),
  );
}
