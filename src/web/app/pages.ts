import { lazy } from "react";
import { withZodConfig } from "../lib/zod-ready";

/** Lazily loaded pages chosen by session state rather than by path. */
export const loadLoginPage = () => withZodConfig(import("../features/auth/login-page"));
export const LoginPage = lazy(loadLoginPage);
export const DashboardPage = lazy(() => withZodConfig(import("../features/dashboard/dashboard-page")));
