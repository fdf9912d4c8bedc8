import { Suspense } from "react";
import { Navigate } from "react-router";
import { DashboardPage, LoginPage } from "./pages";
import { RouteFallback } from "./route-fallback";
import { useSession } from "./session";

/** '/', '/dashboard' and unknown paths: the dashboard when signed in, the login page otherwise. */
export function HomeRoute() {
  const { status } = useSession();
  return <Suspense fallback={<RouteFallback />}>{status === "signed-in" ? <DashboardPage /> : <LoginPage />}</Suspense>;
}

/** '/login': the login page, or straight to the dashboard when already signed in. */
export function LoginRoute() {
  const { status } = useSession();
  if (status === "signed-in") return <Navigate to="/dashboard" replace />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <LoginPage />
    </Suspense>
  );
}
