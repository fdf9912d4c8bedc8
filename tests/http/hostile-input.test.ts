import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE, INVALID_UTF8_MESSAGE } from "../../src/domain/shared/safe-text";
import { categories } from "../../src/server/db/tables/categories";
import { api, createSignedInUser, createTestContext, ORIGIN, type TestContext, type TestUser } from "../helpers/app";

describe("hostile input never reaches a 500 and changes nothing", () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createSignedInUser(ctx, "super_admin");
  });
  afterAll(() => ctx.close());

  it("a NUL or other control character in a stored text → 400 with the field, nothing stored", async () => {
    const before = await ctx.db.select().from(categories);
    for (const name of ["a\u0000b", "sino\u0007", "\u001bescape"]) {
      const res = await api(ctx, { method: "POST", url: "/api/categories", cookie: admin.cookie, payload: { name } });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error).toMatchObject({
        message: CONTROL_CHARACTER_MESSAGE,
        details: { fieldErrors: { name: CONTROL_CHARACTER_MESSAGE } },
      });
    }
    expect(await ctx.db.select().from(categories)).toEqual(before);
    // Tabs and line breaks stay allowed (multi-line fields).
    const ok = await api(ctx, {
      method: "POST",
      url: "/api/categories",
      cookie: admin.cookie,
      payload: { name: "Multi", description: "linha 1\nlinha 2\tfim" },
    });
    expect(ok.statusCode).toBe(201);
  });

  it("a NUL in a search filter or in an id → 400, never a 500", async () => {
    for (const url of [
      "/api/users?search=%00",
      "/api/plans?search=%00",
      "/api/corporate-accounts?search=%00",
      "/api/categories?search=%00",
      "/api/templates?title=%00",
      "/api/users/%00",
    ]) {
      const res = await api(ctx, { method: "GET", url, cookie: admin.cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    const put = await api(ctx, { method: "PUT", url: "/api/users/%00", cookie: admin.cookie, payload: {} });
    expect(put.statusCode).toBe(400);
    const post = await api(ctx, { method: "POST", url: "/api/users/a%00b/deactivate", cookie: admin.cookie });
    expect(post.statusCode).toBe(400);
  });

  it("invalid UTF-8 in a JSON body → 400, not stored as U+FFFD", async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"Caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await api(ctx, {
      method: "POST",
      url: "/api/categories",
      cookie: admin.cookie,
      headers: { "content-type": "application/json" },
      payload: bytes,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(INVALID_UTF8_MESSAGE);
  });

  it("anonymous reset-password with a NUL in the token → 400 with a body, not an empty 500", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { ...ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({ token: "a\u0000b", newPassword: "nova-senha-1" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });
});
