import { useState } from "react";
import type { PageFilters } from "../../lib/list-query";
import { useDebouncedValue } from "./search-field";

/**
 * State of an admin list: a debounced search box, extra filters and the page. The page belongs to the
 * filters it was chosen with, so any filter change goes back to page 1 without an effect.
 */
export function useListState<F extends Record<string, string>>(initialFilters: F) {
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim());
  const [filters, setFilters] = useState<F>(initialFilters);
  const key = JSON.stringify([search, filters]);
  const [paging, setPaging] = useState({ page: 1, key });
  const page = paging.key === key ? paging.page : 1;
  const isFiltered = searchText !== "" || JSON.stringify(filters) !== JSON.stringify(initialFilters);
  return {
    searchText,
    setSearchText,
    /** The settled search term to send to the server. */
    search,
    filters,
    setFilter: <K extends keyof F>(name: K, value: F[K]) => setFilters((f) => ({ ...f, [name]: value })),
    page,
    /** The page, the settled search and the filters: what the list's query asks for. */
    query: { page, search, ...filters } as PageFilters<F>,
    setPage: (next: number) => setPaging({ page: next, key }),
    isFiltered,
    clear: () => {
      setSearchText("");
      setFilters(initialFilters);
    },
  };
}

export type ListState<F extends Record<string, string>> = ReturnType<typeof useListState<F>>;
