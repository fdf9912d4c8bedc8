import { useEffect, useSyncExternalStore } from "react";
import type { authContracts } from "../../domain/auth/contract";
import type { SessionView } from "../../domain/auth/session";
import type { ContractAnswer } from "../../domain/shared/contracts/define";
import type { RouteRef } from "../../domain/shared/contracts/route-ref";
import { ApiError, api } from "./api";

/**
 * The signed-in user (GET /api/session) as a small store of its own rather than a TanStack query: the login
 * page and the gate need it before anything else, and keeping the query library out of the entry
 * keeps the first page's JavaScript small (issue 8). Pages under the query layout still use TanStack
 * Query for everything else.
 */
export type SessionState =
  | { status: "loading"; session: undefined }
  | { status: "signed-in"; session: SessionView }
  | { status: "signed-out"; session: null };

type Snapshot = SessionState & { isFetching: boolean };

/** A session read this recently is not read again when another screen mounts (as staleTime did). */
const FRESH_MS = 30_000;

let snapshot: Snapshot = { status: "loading", session: undefined, isFetching: false };
let readAt = 0;
let latest = 0;
let inflight: Promise<SessionView | null> | null = null;
const listeners = new Set<() => void>();

function publish(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function settled(session: SessionView | null): Snapshot {
  return session
    ? { status: "signed-in", session, isFetching: false }
    : { status: "signed-out", session: null, isFetching: false };
}

/**
 * GET /api/session by a reference typed from its contract (`import type`, so a drifting path or method
 * fails to compile): this store is in the login page's entry, which must stay free of Zod and the
 * schemas (decision 0026). It reads through `api` rather than `call`: the typed client and its URL
 * builder would only add bytes to the entry. /api/session answers 200 with `{ session: null }` to a
 * visitor, where /api/me answers 401: a signed-out visitor's page logs no failed request (decision 0031).
 */
const sessionRef = { method: "GET", path: "/api/session" } as const satisfies RouteRef<typeof authContracts.session>;

/** One read of the session: null when signed out; spec 1 §4: two attempts, 500 ms apart. */
async function readSession(): Promise<SessionView | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      // GET, api()'s default for a call without a body.
      return (await api<ContractAnswer<typeof authContracts.session>>(sessionRef.path)).session;
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return null;
      if (attempt >= 1) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Reads the session again (after signing in, a confirmation, a live change of roles). The newest read
 * wins; a read that fails keeps a known session and otherwise continues as signed out.
 */
export function refreshSession(): Promise<SessionView | null> {
  const ticket = ++latest;
  publish({ ...snapshot, isFetching: true });
  const read = readSession().then(
    (session) => {
      if (ticket === latest) {
        readAt = Date.now();
        publish(settled(session));
      }
      return session;
    },
    () => {
      if (ticket === latest) publish(settled(snapshot.session ?? null));
      return snapshot.session ?? null;
    },
  );
  inflight = read.finally(() => {
    if (ticket === latest) inflight = null;
  });
  return inflight;
}

/** The session, read only when there is no recent or running read. */
export function currentSession(): Promise<SessionView | null> {
  if (inflight !== null) return inflight;
  if (snapshot.status !== "loading" && Date.now() - readAt < FRESH_MS) return Promise.resolve(snapshot.session);
  return refreshSession();
}

/** Sets the session without a request: signing out, and tests. */
export function setSession(session: SessionView | null): void {
  latest++;
  inflight = null;
  readAt = Date.now();
  publish(settled(session));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState & { refetch: () => Promise<unknown>; isFetching: boolean } {
  const state = useSyncExternalStore(subscribe, () => snapshot);
  useEffect(() => {
    void currentSession();
  }, []);
  return { ...state, refetch: refreshSession };
}
