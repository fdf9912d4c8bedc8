import { Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import type { AuthView } from "../features/auth/auth-view";
import { useSession } from "../lib/session";
import { DashboardPage, LoginPage } from "./pages";
import { RouteFallback } from "./route-fallback";

/** '/', '/dashboard' and unknown paths: the dashboard when signed in, the login page otherwise. */
export function HomeRoute() {
  const { status } = useSession();
  return <Suspense fallback={<RouteFallback />}>{status === "signed-in" ? <DashboardPage /> : <LoginPage />}</Suspense>;
}

const AUTH_VIEWS: ReadonlyArray<AuthView> = ["login", "signup", "forgot"];

/**
 * '/login': the login page, or straight to the dashboard when already signed in. A link may open another
 * view in place through the navigation state (`{ view: "signup" }`, e.g. the landing's "Começar Agora"):
 * the sign-up and forgot-password views have no path of their own (spec 1 §2.1).
 */
export function LoginRoute() {
  const { status } = useSession();
  const state = useLocation().state as { view?: unknown } | null;
  const view = AUTH_VIEWS.find((v) => v === state?.view) ?? "login";
  if (status === "signed-in") return <Navigate to="/dashboard" replace />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <LoginPage key={view} initialView={view} />
    </Suspense>
  );
}
