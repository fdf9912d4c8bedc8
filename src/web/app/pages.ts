import { lazy } from "react";

/** Lazily loaded pages chosen by session state rather than by path. */
export const LoginPage = lazy(() => import("../features/auth/login-page"));
export const DashboardPage = lazy(() => import("../features/dashboard/dashboard-page"));
