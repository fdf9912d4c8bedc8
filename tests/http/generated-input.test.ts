import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { API_KEY_SCOPES } from "../../src/domain/api-keys/api-keys";
import { isAllowed, ROLE_DEFINITIONS, type RoleSlug } from "../../src/domain/auth/permissions";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import type { RouteEntry } from "../../src/server/app";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import {
  api,
  createCorporateAccount,
  createPlan,
  createSignedInUser,
  createTestContext,
  type TestContext,
} from "../helpers/app";

/**
 * Generated input for EVERY /api route that takes input (ISSUE 14 §4): per route, RUNS requests built
 * from the route's own Zod schema (its keys, with hostile values) and from hostile shapes, sent with
 * a session of a role the route admits. No answer may be a 5xx; every 4xx has the one error shape
 * with a Portuguese message; and a route that refused everything changed no row. Fixed seed, so a
 * failure reproduces. A route added later is fuzzed automatically, or fails the coverage check.
 */
const SEED = 20261124;
const RUNS = 200;

/** Routes that take no input worth generating, each with the reason. Anything else must be fuzzed. */
const NOT_FUZZED: Record<string, string> = {
  "GET /api/events": "event stream without input (held open)",
};

const ENGLISH = /\b(expected|received|invalid input|too (big|small)|required|bad request|not found|must|unexpected)\b/i;

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\u001b[31m",
    "x".repeat(100_000),
    "‮gnp.exe",
    "مرحبا",
    "😀👩‍👩‍👧",
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    "2025-02-30",
    "9999-99-99",
    "%00",
    "../../etc/passwd",
    "__proto__",
    "<script>alert(1)</script>",
    "",
    " ",
  ),
  fc.uuid(),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 53), 1e308, -1e308));
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const anyValue = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }),
  fc.constant(nest(60)),
);

function nest(depth: number): unknown {
  let v: unknown = "fundo";
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** The keys a Zod object schema declares (through wrappers), else none. */
function keysOf(schema: unknown): string[] {
  let s = schema as z.ZodType | undefined;
  for (let i = 0; i < 5 && s; i++) {
    if (s instanceof z.ZodObject) return Object.keys(s.shape);
    const def = (s as { _zod?: { def?: { innerType?: z.ZodType; in?: z.ZodType; schema?: z.ZodType } } })._zod?.def;
    s = def?.innerType ?? def?.in ?? def?.schema;
  }
  return [];
}

/** Objects with the schema's own keys (some left out) and hostile values, plus extra and poisonous keys. */
function objectFor(schema: unknown) {
  const keys = keysOf(schema);
  const fromSchema = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, anyValue])), { requiredKeys: [] }).chain((o) =>
        fc.constantFrom<Record<string, unknown>>(
          o,
          { ...o, extra: "campo a mais" },
          // Keys that poison prototypes when a server merges objects carelessly.
          JSON.parse(
            JSON.stringify({ ...o, __proto_key__: { isAdmin: true }, constructor: { prototype: {} } }).replace(
              '"__proto_key__"',
              '"__proto__"',
            ),
          ),
        ),
      )
    : fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 });
  return fc.oneof({ weight: 4, arbitrary: fromSchema }, { weight: 1, arbitrary: anyValue });
}

const idSegment = fc.oneof(
  fc.uuid(),
  fc.constantFrom("%00", "a%00b", "nao-e-uuid", "%ZZ", "1", "-1", "x".repeat(99), "%F0%9F%98%80", "' or 1=1"),
);

let ctx: TestContext;
const cookies = {} as Record<RoleSlug, string>;
/** The public API's routes (issue 23) open to an API key only: one with every scope, on a plan with API access. */
let apiKey = "";

beforeAll(async () => {
  // The per-key limit would refuse most of the public API's generated requests: raised here.
  ctx = await createTestContext({ outboundTimeoutMs: 300, apiRateLimitPerMinute: 1_000_000 });
  const planId = await createPlan(ctx.db, "Fuzz API", { ...DEFAULT_PLAN_FEATURES, api_access_enabled: true });
  const accountId = await createCorporateAccount(ctx.db, "Fuzz Ltda", planId);
  for (const role of ROLE_DEFINITIONS) {
    cookies[role.slug] = (
      await createSignedInUser(ctx, role.slug, { accountId: role.slug === "super_admin" ? null : accountId })
    ).cookie;
  }
  const created = await api(ctx, {
    method: "POST",
    url: "/api/api-keys",
    cookie: cookies.corporate_admin,
    payload: { name: "Fuzz", scopes: API_KEY_SCOPES },
  });
  apiKey = created.json().secret;
});
afterAll(() => ctx.close());

const apiRoutes = () =>
  ctx.app.routeCatalog.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/auth/"));
const takesInput = (r: RouteEntry) => r.method !== "GET" || r.url.includes(":") || Boolean(r.schema?.querystring);
const label = (r: RouteEntry) => `${r.method} ${r.url}`;

/** A cookie of a role the route admits (super_admin first: it reaches the most code). */
function cookieFor(route: RouteEntry): string | undefined {
  if (route.access === "public" || route.access === undefined) return undefined;
  const rule = route.access;
  const role = ["super_admin", "corporate_admin", "supervisor_user", "standard_user"]
    .map((slug) => ROLE_DEFINITIONS.find((d) => d.slug === slug))
    .find((d) => d && isAllowed({ roles: [d] }, rule));
  return role ? cookies[role.slug] : undefined;
}

const keyed = (r: RouteEntry) => r.access !== "public" && r.access?.kind === "apiScope";

async function rowCounts(): Promise<string> {
  const rows = await rawRows<{ t: string; n: number }>(
    ctx.db,
    // n_live_tup lags; count the tables that routes write.
    (await import("drizzle-orm")).sql`select 'users' t, count(*)::int n from users
      union all select 'categories', count(*)::int from categories
      union all select 'plans', count(*)::int from subscription_plans
      union all select 'accounts', count(*)::int from corporate_accounts
      union all select 'templates', count(*)::int from document_templates
      union all select 'blocks', count(*)::int from header_footer_templates
      union all select 'files', count(*)::int from stored_files
      union all select 'documents', count(*)::int from generated_documents`,
  );
  return JSON.stringify(rows);
}

describe("generated hostile input on every route", () => {
  it("covers every route that takes input (new routes are fuzzed or listed with a reason)", () => {
    const uncovered = apiRoutes()
      .filter((r) => takesInput(r) && !NOT_FUZZED[label(r)])
      .filter((r) => r.access !== "public" && cookieFor(r) === undefined && !keyed(r));
    expect(uncovered.map(label)).toEqual([]);
    for (const key of Object.keys(NOT_FUZZED)) expect(apiRoutes().map(label)).toContain(key);
  });

  it("never answers 5xx, always the Portuguese error shape, and changes nothing when refusing", {
    timeout: 600_000,
  }, async () => {
    let tried = 0;
    let serverErrors = 0;
    let english = 0;
    const failures: string[] = [];
    const routes = apiRoutes().filter((r) => takesInput(r) && !NOT_FUZZED[label(r)]);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const cookie = cookieFor(route);
      const before = await rowCounts();
      let accepted = 0;
      const input = fc.record({
        ids: fc.array(idSegment, { minLength: 3, maxLength: 3 }),
        body: objectFor(route.schema?.body),
        query: objectFor(route.schema?.querystring),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ ids, body, query }) => {
          let i = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => ids[i++] ?? "x");
          const qs = new URLSearchParams(
            Object.entries(query && typeof query === "object" && !Array.isArray(query) ? query : { q: query }).map(
              ([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")],
            ),
          ).toString();
          const bearer = keyed(route) ? { authorization: `Bearer ${apiKey}` } : {};
          const res = await api(ctx, {
            method: route.method as "POST",
            url: route.method === "GET" || route.method === "DELETE" ? `${path}?${qs}` : path,
            cookie,
            ...(route.method === "GET"
              ? { headers: bearer }
              : {
                  headers: { ...bearer, "content-type": "application/json" },
                  payload: JSON.stringify(body) ?? "null",
                }),
          });
          tried++;
          // 502 is the one 5xx an input may cause: a connection test whose third party failed (no
          // network here) — an answer about them, in our error shape, not a fault of ours.
          const upstream = res.statusCode === 502 && /_TEST_FAILED$/.test(String(res.json().error?.code));
          if (res.statusCode >= 500 && !upstream) {
            serverErrors++;
            failures.push(`${label(route)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
            return;
          }
          if (res.statusCode < 400 || upstream) {
            accepted++;
            return;
          }
          const error = (res.json() as { error?: { code?: unknown; message?: unknown } }).error;
          const shaped = typeof error?.code === "string" && typeof error.message === "string";
          if (!shaped || ENGLISH.test(String(error?.message))) {
            english++;
            failures.push(`${label(route)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
      if (accepted === 0)
        expect({ route: label(route), rows: await rowCounts() }).toEqual({ route: label(route), rows: before });
    }
    console.log(
      `generated-input: ${tried} requests on ${routes.length} routes; 5xx: ${serverErrors}; not Portuguese/shape: ${english}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
