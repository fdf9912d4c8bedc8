import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { accountHosts } from "../../src/server/db/tables/branding";
import { api, createCorporateAccount, createTestContext, type TestContext } from "../helpers/app";
import { createPlanWith } from "../helpers/fixtures";

// Decision 0043: behind a reverse proxy named by TRUST_PROXY, the customer's host arrives as X-Forwarded-Host.
const HOST = "assinar.proxy.com.br";
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: "127.0.0.1" });
  const planId = await createPlanWith(ctx.db, "Marca Branca", { ...DEFAULT_PLAN_FEATURES, white_label_enabled: true });
  const accountId = await createCorporateAccount(ctx.db, "Proxy Ltda", planId);
  await ctx.db
    .insert(accountHosts)
    .values({ corporateAccountId: accountId, host: HOST, token: "t".repeat(24), status: "verified" });
});
afterAll(async () => ctx.close());

describe("host routing behind a trusted proxy", () => {
  it("reads the host from X-Forwarded-Host sent by the trusted proxy", async () => {
    const viaProxy = await api(ctx, { method: "GET", url: "/api/health", headers: { "x-forwarded-host": HOST } });
    expect(viaProxy.statusCode).toBe(404);
    // Issue 38 §9: the forwarded host's other spellings are the same host.
    for (const spelling of [`${HOST}.`, HOST.toUpperCase(), `${HOST}:443`]) {
      const res = await api(ctx, { method: "GET", url: "/api/health", headers: { "x-forwarded-host": spelling } });
      expect({ spelling, status: res.statusCode }).toEqual({ spelling, status: 404 });
    }
    const direct = await api(ctx, { method: "GET", url: "/api/health" });
    expect(direct.statusCode).toBe(200);
  });

  it("ignores X-Forwarded-Host from an address that is not the proxy", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-host": HOST },
    });
    expect(res.statusCode).toBe(200);
  });
});
