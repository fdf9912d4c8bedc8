import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { withZodConfig } from "../lib/zod-ready";
import { AuthGate } from "./auth-gate";
import { HomeRoute, LoginRoute } from "./home-route";
import { RouteError } from "./route-error";
import { RouteFallback } from "./route-fallback";
import { GUARDED_ROUTES, type GuardedRoute } from "./route-table";

/** A page loaded on first visit; pages with forms wait for the zod configuration (lib/zod-ready.ts). */
function page(load: () => Promise<{ default: ComponentType }>, { forms = true } = {}) {
  return async () => ({ Component: (await (forms ? withZodConfig(load()) : load())).default });
}

function guarded(route: GuardedRoute): RouteObject {
  return {
    path: route.path.replace(/^\//, ""),
    handle: { title: route.title, rule: route.rule },
    lazy: async () => {
      // The guard (and its icons) comes with the first guarded page, not with the entry.
      const [{ default: Page }, { PermissionGuard }] = await Promise.all([
        withZodConfig(route.load()),
        import("./permission-guard"),
      ]);
      return {
        element: (
          <PermissionGuard
            rule={route.rule}
            message={route.deniedMessage}
            fallback={route.redirectTo ? <Navigate to={route.redirectTo} replace /> : undefined}
          >
            <Page />
          </PermissionGuard>
        ),
      };
    },
  };
}

export const routes: RouteObject[] = [
  {
    path: "/landing",
    lazy: page(() => import("../features/landing/landing-page"), { forms: false }),
  },
  ...["/termos", "/privacidade", "/lgpd"].map((path) => ({
    path,
    lazy: page(() => import("../features/landing/legal-page"), { forms: false }),
  })),
  {
    path: "/auth/callback",
    lazy: page(() => import("../features/auth/callback-page")),
  },
  // The public page of a shared document (link sent by e-mail/WhatsApp): no login.
  {
    path: "/compartilhado/:token",
    lazy: page(() => import("../features/documents/shared-document-page")),
  },
  // The signer's page (built-in provider): public, the link's token is the credential.
  {
    path: "/assinar/:token",
    lazy: page(() => import("../features/signatures/signing-page")),
  },
  {
    path: "/reset-password",
    lazy: page(() => import("../features/auth/reset-password-page")),
  },
  {
    path: "/",
    element: <AuthGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { path: "login", element: <LoginRoute /> },
      // The print tab of a template: outside the layout (no menu), guarded by the page itself.
      {
        path: "admin/templates/print/:id",
        lazy: page(() => import("../features/templates/template-print-page")),
      },
      // The print-ready page of a document (spec 3 §2): outside the layout, guarded by the page itself.
      {
        path: "my-documents/:documentId/print",
        lazy: page(() => import("../features/documents/document-print-page")),
      },
      {
        // The signed-in layout (header, live updates) loads with the first page it wraps: the
        // login page at /login does not need it.
        lazy: async () => ({ Component: (await import("./app-layout")).AppLayout }),
        children: [
          { index: true, element: <HomeRoute /> },
          { path: "dashboard", element: <HomeRoute /> },
          ...GUARDED_ROUTES.map(guarded),
          { path: "*", element: <HomeRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
