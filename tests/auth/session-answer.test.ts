import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../src/server/db/tables/auth";
import { api, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { withTamperedSessionToken } from "../helpers/tamper";

/**
 * GET /api/session (issue 21 §19): the web's session check answers 200 for everyone, with the same view
 * as /api/me when signed in and `null` for a visitor, so a signed-out page logs no failed request.
 * /api/me keeps its 401 (tests/auth/session-gate.test.ts).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const session = (cookie?: string) => api(ctx, { method: "GET", url: "/api/session", cookie });

describe("GET /api/session", () => {
  it("answers 200 with a null session to a visitor, while /api/me still answers 401", async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ session: null });
    expect((await api(ctx, { method: "GET", url: "/api/me" })).statusCode).toBe(401);
  });

  it("answers the signed-in user exactly as /api/me does", async () => {
    const user = await createSignedInUser(ctx, "standard_user");
    const me = await api(ctx, { method: "GET", url: "/api/me", cookie: user.cookie });
    const res = await session(user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ session: me.json() });
    expect(res.json().session.user.email).toBe(user.email);
  });

  it("answers null for a forged cookie or a revoked session, never another user's session", async () => {
    const user = await createSignedInUser(ctx, "standard_user");
    const forged = withTamperedSessionToken(user.cookie);
    expect((await session(forged)).json()).toEqual({ session: null });
    expect((await session("better-auth.session_token=nada")).json()).toEqual({ session: null });
    await ctx.db.delete(sessions).where(eq(sessions.userId, user.userId));
    const revoked = await session(user.cookie);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ session: null });
  });
});
