import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { AppLayout } from "./app-layout";
import { AuthGate } from "./auth-gate";
import { HomeRoute, LoginRoute } from "./home-route";
import { PermissionGuard } from "./permission-guard";
import { RouteError } from "./route-error";
import { RouteFallback } from "./route-fallback";
import { GUARDED_ROUTES, type GuardedRoute } from "./route-table";

function guarded(route: GuardedRoute): RouteObject {
  return {
    path: route.path.replace(/^\//, ""),
    handle: { title: route.title, rule: route.rule },
    lazy: async () => {
      const { default: Page } = await route.load();
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
    lazy: async () => ({ Component: (await import("../features/landing/landing-page")).default }),
  },
  ...["/termos", "/privacidade", "/lgpd"].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import("../features/landing/legal-page")).default }),
  })),
  {
    path: "/auth/callback",
    lazy: async () => ({ Component: (await import("../features/auth/callback-page")).default }),
  },
  // The public page of a shared document (link sent by e-mail/WhatsApp): no login.
  {
    path: "/compartilhado/:token",
    lazy: async () => ({ Component: (await import("../features/documents/shared-document-page")).default }),
  },
  // The signer's page (built-in provider): public, the link's token is the credential.
  {
    path: "/assinar/:token",
    lazy: async () => ({ Component: (await import("../features/signatures/signing-page")).default }),
  },
  {
    path: "/reset-password",
    lazy: async () => ({ Component: (await import("../features/auth/reset-password-page")).default }),
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
        lazy: async () => ({ Component: (await import("../features/templates/template-print-page")).default }),
      },
      // The print-ready page of a document (spec 3 §2): outside the layout, guarded by the page itself.
      {
        path: "my-documents/:documentId/print",
        lazy: async () => ({ Component: (await import("../features/documents/document-print-page")).default }),
      },
      {
        element: <AppLayout />,
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
