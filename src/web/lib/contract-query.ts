import { type QueryKey, queryOptions, type UseQueryOptions } from "@tanstack/react-query";
import type { ContractAnswer, RouteContract } from "../../domain/shared/contracts/define";
import { type CallInput, call } from "./client";

/** The options a contract's query may add to its key and its call. */
export type ContractQueryOptions<C extends RouteContract, TKey extends QueryKey> = Pick<
  UseQueryOptions<ContractAnswer<C>, Error, ContractAnswer<C>, TKey>,
  "retry" | "staleTime" | "refetchInterval" | "placeholderData"
>;

/**
 * The query of a contract's GET answer under `queryKey`: `call(contract, input)` with the query's abort
 * signal (`input` is `{}` for a route without params or query), plus any of `options`.
 */
export function contractQuery<C extends RouteContract, const TKey extends QueryKey>(
  queryKey: TKey,
  contract: C,
  input: Omit<CallInput<C>, "signal">,
  options: ContractQueryOptions<C, TKey> = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(contract, { ...input, signal } as CallInput<C>),
    ...options,
  });
}
