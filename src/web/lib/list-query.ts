import { keepPreviousData, type QueryKey, queryOptions } from "@tanstack/react-query";
import type { Page } from "../../domain/list";
import { api, type RequestOptions } from "./api";

/**
 * The query of one page of an admin list (conventions: `Page<T>`, 10 per page): GET `url` with the
 * filters as the query string, keeping the previous page on screen while the next one loads.
 */
export function pageListQuery<T, TKey extends QueryKey = QueryKey>(
  queryKey: TKey,
  url: string,
  query: RequestOptions["query"],
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<Page<T>>(url, { signal, query }),
    placeholderData: keepPreviousData,
  });
}
