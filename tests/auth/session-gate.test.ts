import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../src/server/db/tables/auth";
import { userRoles } from "../../src/server/db/tables/users";
import { api, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { withTamperedSessionToken } from "../helpers/tamper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const me = (cookie: string) => api(ctx, { method: "GET", url: "/api/me", cookie });

describe("the session behind every API request", () => {
  it("refuses a cookie whose signature does not match its token", async () => {
    const user = await createSignedInUser(ctx, "standard_user");
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(withTamperedSessionToken(user.cookie))).statusCode).toBe(401);
  });

  it("ends access at once when the session is revoked or the role taken away", async () => {
    const user = await createSignedInUser(ctx, "super_admin");
    expect((await api(ctx, { method: "GET", url: "/api/admin/dashboard", cookie: user.cookie })).statusCode).toBe(200);
    await ctx.db.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, user.userId));
    expect((await api(ctx, { method: "GET", url: "/api/admin/dashboard", cookie: user.cookie })).statusCode).toBe(403);
    await ctx.db.delete(sessions).where(eq(sessions.userId, user.userId));
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it("refuses an expired session and deletes it", async () => {
    const user = await createSignedInUser(ctx, "standard_user");
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.userId));
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
  });

  it("extends a session used after a day, as Better Auth does", async () => {
    const user = await createSignedInUser(ctx, "standard_user");
    const old = new Date(Date.now() + 5 * DAY);
    await ctx.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.userId, user.userId));
    expect((await me(user.cookie)).statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.userId));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(old.getTime() + DAY);
  });
});
