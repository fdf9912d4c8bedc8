import { Navigate, type RouteObject } from "react-router";
import { withZodConfig } from "../lib/zod-ready";
import { PermissionGuard } from "./permission-guard";
import { GUARDED_ROUTES, type GuardedRoute } from "./route-table";

/** The guarded screens as routes of the signed-in layout, added by the router on first need (router.tsx). */
export function guardedRoutes(): RouteObject[] {
  return GUARDED_ROUTES.map(guarded);
}

function guarded(route: GuardedRoute): RouteObject {
  return {
    path: route.path.replace(/^\//, ""),
    handle: { title: route.title, rule: route.rule },
    lazy: async () => {
      const { default: Page } = await withZodConfig(route.load());
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
