import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionView } from "../../domain/session";
import { ApiError, api } from "../lib/api";

export const SESSION_QUERY_KEY = ["me"] as const;

/** GET /api/me: the signed-in user, or null when signed out (401). */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ signal }): Promise<SessionView | null> => {
    try {
      return await api<SessionView>("/api/me", { signal });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return null;
      throw err;
    }
  },
  // Spec 1 §4: two attempts, 500 ms apart.
  retry: 1,
  retryDelay: 500,
  staleTime: 30_000,
});

export type SessionState =
  | { status: "loading"; session: undefined }
  | { status: "signed-in"; session: SessionView }
  | { status: "signed-out"; session: null };

export function useSession(): SessionState & { refetch: () => Promise<unknown>; isFetching: boolean } {
  const q = useQuery(sessionQuery);
  const base = { refetch: q.refetch, isFetching: q.isFetching };
  if (q.isPending) return { ...base, status: "loading", session: undefined };
  if (q.data) return { ...base, status: "signed-in", session: q.data };
  // Signed out, or the session could not be read after the retries: continue as signed out.
  return { ...base, status: "signed-out", session: null };
}
