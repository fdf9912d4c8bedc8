import { lazy } from "react";
import { withZodConfig } from "../lib/zod-ready";

/**
 * Lazily loaded pages chosen by session state rather than by path. The login page checks its forms
 * without Zod and loads Zod's configuration only with its sign-up form (decision 0031).
 */
export const loadLoginPage = () => import("../features/auth/login-page");
export const LoginPage = lazy(loadLoginPage);
export const DashboardPage = lazy(() => withZodConfig(import("../features/dashboard/dashboard-page")));
