import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAllowed, ROLE_DEFINITIONS, type RoleSlug } from "../../src/domain/auth/permissions";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { cookiesByRole } from "../helpers/fixtures";

/**
 * The gate on EVERY /api route registered by the application (including the ones later features add):
 * anonymous callers get 401, roles without the route's permission get 403, and no route lacks a rule.
 */
let ctx: TestContext;
let cookies: Record<RoleSlug, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  cookies = await cookiesByRole(ctx, "Gate Ltda");
});
afterAll(() => ctx.close());

const FAKE_ID = "7d1c6b8e-2f0a-4c4e-9a57-3b1f0c2d9e11";
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, FAKE_ID).replace(/\*$/, "x");
const apiRoutes = () =>
  ctx.app.routeCatalog.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/auth/"));

describe("the permission gate", () => {
  it("knows the application's routes", () => {
    expect(apiRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "GET /api/me",
        "GET /api/events",
        "POST /api/signup",
        "GET /api/health",
        "GET /api/api-keys",
        "POST /api/api-keys",
        "POST /api/api-keys/:id/revoke",
      ]),
    );
  });

  it("gives every /api route an explicit access rule (deny by default)", () => {
    const missing = apiRoutes().filter((r) => r.access === undefined);
    expect(missing).toEqual([]);
  });

  it("answers 401 to anonymous callers on every non-public route", async () => {
    const guarded = apiRoutes().filter((r) => r.access !== "public");
    expect(guarded.length).toBeGreaterThan(1);
    for (const route of guarded) {
      const res = await api(ctx, {
        method: route.method as "GET",
        url: concrete(route.url),
        payload: route.method === "GET" ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(res.json().error.code).toBe("UNAUTHORIZED");
    }
  });

  it("answers 403 to each role lacking the route's role or permission", async () => {
    let checked = 0;
    for (const route of apiRoutes()) {
      const rule = route.access;
      // An API scope (issue 23) is never a role's: a session is refused there with 401 (access-table.test.ts).
      if (!rule || rule === "public" || rule.kind === "authenticated" || rule.kind === "apiScope") continue;
      for (const role of ROLE_DEFINITIONS) {
        if (isAllowed({ roles: [role] }, rule)) continue;
        const res = await api(ctx, {
          method: route.method as "GET",
          url: concrete(route.url),
          cookie: cookies[role.slug],
          payload: route.method === "GET" ? undefined : {},
        });
        expect({ route: `${route.method} ${route.url}`, role: role.slug, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          role: role.slug,
          status: 403,
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
