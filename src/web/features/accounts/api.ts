import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountFormInput, SubscriptionStatus } from "../../../domain/accounts/accounts";
import { accountContracts as c } from "../../../domain/accounts/contract";
import { assistantContracts } from "../../../domain/assistant/contract";
import { planContracts } from "../../../domain/plans/contract";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { contractPageQuery, featureKeys, type PageFilters } from "../../lib/list-query";

export type { CategoryOption } from "../../../domain/accounts/accounts";

/** Keys start with "corporate-accounts": live changes to corporate_accounts invalidate them all. */
export const accountKeys = {
  ...featureKeys<AccountFilters>("corporate-accounts"),
  categories: ["categories", "account-options"] as const,
  plans: ["plans", "active"] as const,
};

export type AccountFilters = PageFilters<{ status: SubscriptionStatus | "all" }>;

export const accountsListQuery = (f: AccountFilters) => contractPageQuery(accountKeys.list(f), c.list, f);

export const accountQuery = (id: string) => contractQuery(accountKeys.one(id), c.get, { params: { accountId: id } });
export const activePlansQuery = contractQuery(accountKeys.plans, planContracts.active, {});
export const categoryOptionsQuery = contractQuery(accountKeys.categories, c.categoryOptions, {});

export function useSaveAccount(accountId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountFormInput) =>
      accountId ? call(c.update, { params: { accountId }, body }) : call(c.create, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.all }),
        client.invalidateQueries({ queryKey: ["settings"] }),
      ]),
  });
}

export function useDeleteAccount() {
  return useInvalidatingMutation(accountKeys.all, (id: string) => call(c.remove, { params: { accountId: id } }));
}

/**
 * The assistant's budget of one account (decision 0049). Its key starts with "assistant": a live
 * change of the account's calls (ai_calls) refreshes the month's usage.
 */
const budgetKey = (id: string) => ["assistant", "budget", id] as const;
export const accountBudgetQuery = (id: string) =>
  contractQuery(budgetKey(id), assistantContracts.accountBudgetView, { params: { id } });
export const useSaveAccountBudget = (id: string) =>
  useInvalidatingMutation(budgetKey(id), (monthlyTokenBudget: number | null) =>
    call(assistantContracts.accountBudget, { params: { id }, body: { monthlyTokenBudget } }),
  );
