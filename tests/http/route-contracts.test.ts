import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasSuccessResponse } from "../../scripts/architecture/route-contracts";
import { createTestContext, type TestContext } from "../helpers/app";

/**
 * One contract per route (ARCHITECTURE §4): every /api route but Better Auth's is registered from a
 * contract (src/domain/<capability>/contract.ts) that declares its 2xx answer, and the OpenAPI document describes
 * each of them with its answers.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const apiRoutes = () =>
  ctx.app.routeCatalog.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/auth/"));
const routeName = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

describe("route contracts", () => {
  it("registers every /api route from a contract", () => {
    const withoutContract = apiRoutes()
      .filter((r) => !r.contract)
      .map(routeName);
    expect(withoutContract).toEqual([]);
  });

  it("gives every contract a response schema for a 2xx status", () => {
    const contracted = apiRoutes().filter((r) => r.contract);
    expect(contracted.length).toBeGreaterThan(0);
    const withoutSuccess = contracted.filter((r) => !hasSuccessResponse(r.contract?.response)).map(routeName);
    expect(withoutSuccess).toEqual([]);
  });

  it("describes every contract route and its answers in an OpenAPI 3.1 document", () => {
    const doc = ctx.app.swagger() as unknown as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\.1\./);
    const described = apiRoutes()
      .filter((r) => r.contract)
      .map((r) => {
        const path = r.url.replace(/:([A-Za-z_]\w*)/g, "{$1}");
        const responses = doc.paths[path]?.[r.method.toLowerCase()]?.responses ?? {};
        return { route: routeName(r), statuses: Object.keys(responses).sort() };
      });
    const declared = apiRoutes()
      .filter((r) => r.contract)
      .map((r) => ({ route: routeName(r), statuses: Object.keys(r.contract?.response ?? {}).sort() }));
    expect(described).toEqual(declared);
  });
});
