import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { useSession } from "../lib/session";
import { RouteFallback } from "./route-fallback";

/**
 * The signed-in layout with TanStack Query, the live updates and the toast area: a chunk loaded only once
 * someone is signed in. A visitor at '/' (the login page) or at a guarded path ('Acesso Negado') gets the
 * page alone, so the first JavaScript a visitor downloads carries none of them (issue 21 §18).
 */
const SignedInShell = lazy(() => import("./signed-in-shell"));

export function SignedInArea() {
  const { status } = useSession();
  if (status !== "signed-in") return <Outlet />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <SignedInShell />
    </Suspense>
  );
}
