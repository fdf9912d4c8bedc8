import { keepPreviousData, type QueryKey } from "@tanstack/react-query";
import type { ContractQuery, RouteContract } from "../../domain/shared/contracts/define";
import type { CallInput } from "./client";
import { contractQuery } from "./contract-query";

/**
 * The query of one page of an admin list by its route's contract: the filters as the contract's query,
 * keeping the previous page on screen while the next one loads.
 */
export function contractPageQuery<C extends RouteContract & { params?: undefined }, const TKey extends QueryKey>(
  queryKey: TKey,
  contract: C,
  query: ContractQuery<C>,
) {
  return contractQuery(queryKey, contract, { query } as Omit<CallInput<C>, "signal">, {
    placeholderData: keepPreviousData,
  });
}

/** The filters of one page of an admin list (useListState's `query`): the page, the settled search, its own filters. */
export type PageFilters<F extends Record<string, string>> = { page: number; search: string } & F;

/**
 * The query keys of an admin feature: `all` (the prefix live updates and mutations invalidate), a list
 * page by its filters, and one row; features add their own beside them.
 */
export function featureKeys<Filters>(name: string) {
  return {
    all: [name] as const,
    list: (filters: Filters) => [name, "list", filters] as const,
    one: (id: string) => [name, "one", id] as const,
  };
}
