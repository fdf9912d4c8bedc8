import { Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../lib/session";
import { requestedView } from "../lib/sign-in-link";
import { DashboardPage, LoginPage } from "./pages";
import { RouteFallback } from "./route-fallback";

/** '/' and '/dashboard': the dashboard when signed in, the login page otherwise. */
export function HomeRoute() {
  const { status } = useSession();
  return <Suspense fallback={<RouteFallback />}>{status === "signed-in" ? <DashboardPage /> : <LoginPage />}</Suspense>;
}

/**
 * '/login': the login page, or straight to the dashboard when already signed in. A link may open another
 * view in place through the navigation state (`signInLink("signup")`, the landing's "Começar Agora").
 */
export function LoginRoute() {
  const { status } = useSession();
  const view = requestedView(useLocation().state);
  if (status === "signed-in") return <Navigate to="/dashboard" replace />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <LoginPage key={view} initialView={view} />
    </Suspense>
  );
}
