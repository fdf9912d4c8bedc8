import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { withZodConfig } from "../lib/zod-ready";
import { AuthGate } from "./auth-gate";
import { HomeRoute, LoginRoute } from "./home-route";
import { RouteError } from "./route-error";
import { RouteFallback } from "./route-fallback";
import { SignedInArea } from "./signed-in-area";

/** A page loaded on first visit; pages with forms wait for the zod configuration (lib/zod-ready.ts). */
function page(load: () => Promise<{ default: ComponentType }>, { forms = true } = {}) {
  return async () => ({ Component: (await (forms ? withZodConfig(load()) : load())).default });
}

const SIGNED_IN_ROUTE_ID = "signed-in";

/** TanStack Query (app/query-layout.tsx) for the routes below it; the login page does without. */
const withQueries = async () => ({ Component: (await import("./query-layout")).QueryLayout });

export const routes: RouteObject[] = [
  {
    lazy: withQueries,
    hydrateFallbackElement: <RouteFallback />,
    children: [
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
      // A signer who is not a user asks for their data to be erased (issue 27): the link of every signature e-mail.
      {
        path: "/excluir-meus-dados/:token",
        lazy: page(() => import("../features/privacy/signer-erasure-page")),
      },
      // Public verification of sealed documents (the address printed on the evidence page): no login.
      {
        path: "/verificar",
        lazy: page(() => import("../features/verification/verify-page")),
      },
      {
        path: "/reset-password",
        lazy: page(() => import("../features/auth/reset-password-page")),
      },
    ],
  },
  {
    path: "/",
    element: <AuthGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { path: "login", element: <LoginRoute /> },
      {
        lazy: withQueries,
        children: [
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
        ],
      },
      {
        // The signed-in layout (TanStack Query, header, live updates, toasts) loads once someone is
        // signed in: a visitor at '/' gets the login page alone (app/signed-in-area.tsx). Its guarded
        // screens join on navigation (below).
        id: SIGNED_IN_ROUTE_ID,
        element: <SignedInArea />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: "dashboard", element: <HomeRoute /> },
          // An address no route knows, once the guarded screens have joined (issue 48).
          { path: "*", lazy: page(() => import("./not-found-page"), { forms: false }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  let guardedAdded = false;
  return createBrowserRouter(routes, {
    // The guarded screens (their table, access rules and guard) join the signed-in layout on the first
    // navigation that could be one of them (a path the routes above match only by a parameter or the
    // catch-all), so the login page's entry does not carry them (issue 8).
    async patchRoutesOnNavigation({ patch, signal }) {
      if (guardedAdded) return;
      const { guardedRoutes } = await import("./guarded-routes");
      if (signal.aborted || guardedAdded) return;
      patch(SIGNED_IN_ROUTE_ID, guardedRoutes());
      guardedAdded = true;
    },
  });
}
