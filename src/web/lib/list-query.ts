import { keepPreviousData, type QueryKey, queryOptions } from "@tanstack/react-query";
import type { ContractAnswer, ContractQuery, RouteContract } from "../../domain/contracts/contract";
import { api, type RequestOptions } from "./api";

/**
 * The query of one page of an admin list by its route's contract: the filters as the contract's query,
 * keeping the previous page on screen while the next one loads.
 */
export function contractPageQuery<C extends RouteContract & { params?: undefined }, TKey extends QueryKey = QueryKey>(
  queryKey: TKey,
  contract: C,
  query: ContractQuery<C>,
) {
  return queryOptions({
    queryKey,
    // A list route has no path params: its path is its URL.
    queryFn: ({ signal }) => api<ContractAnswer<C>>(contract.path, { signal, query: query as RequestOptions["query"] }),
    placeholderData: keepPreviousData,
  });
}

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
