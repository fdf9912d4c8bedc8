import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { ApiError } from "../lib/api";

/**
 * TanStack Query for every page but the login page, loaded with the first such page: the login page
 * needs only the session (lib/session.ts), and the query library out of the entry keeps its
 * JavaScript small (issue 8). One client for the whole visit, shared by the signed-in shell and every
 * route that renders this layout.
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});

/** The one client for the pages below it (the signed-in shell and the public pages' layout route). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
