import { useEffect, useState } from "react";
import { Outlet } from "react-router";
import { useSession } from "../lib/session";
import { LoadingScreen } from "./loading-screen";

export const GATE_WAIT_MS = 10_000;

/**
 * Holds the app behind the 'Carregando' screen while the session loads, for at most 10 s or until
 * the user skips the wait; after that the routes render and each guard shows its own state.
 */
export function AuthGate() {
  const { status } = useSession();
  const [waitOver, setWaitOver] = useState(false);

  useEffect(() => {
    if (status !== "loading" || waitOver) return;
    const t = window.setTimeout(() => setWaitOver(true), GATE_WAIT_MS);
    return () => window.clearTimeout(t);
  }, [status, waitOver]);

  if (status === "loading" && !waitOver) return <LoadingScreen onSkip={() => setWaitOver(true)} />;
  return <Outlet />;
}
