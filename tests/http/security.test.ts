import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/platform/config";
import { registerSecurity } from "../../src/server/platform/http/security";
import { api, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("security basics", () => {
  it("sends security headers and no CORS headers", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("sends a script or stylesheet only nosniff (and HSTS), a page every document header (issue 21 §18)", async () => {
    const app = Fastify();
    registerSecurity(app, { appUrl: "https://minuta.example", trustedOrigins: [] });
    app.get("/assets/a-12345678.js", (_req, reply) => reply.type("application/javascript; charset=utf-8").send("1"));
    app.get("/assets/a-12345678.css", (_req, reply) => reply.type("text/css; charset=utf-8").send("a{}"));
    app.get("/login", (_req, reply) => reply.type("text/html; charset=utf-8").send("<!doctype html>"));
    const documentOnly = [
      "content-security-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
    ];
    for (const url of ["/assets/a-12345678.js", "/assets/a-12345678.css"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
      for (const h of [...documentOnly, "referrer-policy"]) expect({ url, [h]: res.headers[h] }).toEqual({ url });
    }
    const page = await app.inject({ method: "GET", url: "/login" });
    for (const h of documentOnly) expect(page.headers[h]).toBeTruthy();
    await app.close();
  });

  it("refuses state-changing requests from a foreign origin, and cookie-bearing ones without Origin", async () => {
    const user = await createSignedInUser(ctx, "standard_user");
    const foreign = await ctx.app.inject({
      method: "POST",
      url: "/api/signup",
      headers: { origin: "https://evil.example" },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe("INVALID_ORIGIN");
    const noOrigin = await ctx.app.inject({
      method: "POST",
      url: "/api/signup",
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(noOrigin.statusCode).toBe(403);
    const signOut = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(signOut.statusCode).toBe(403);
  });

  it("limits body size with a Portuguese error", async () => {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/signup",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ fullName: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe("Conteúdo grande demais.");
  });

  it("answers unknown API routes with the error body, and malformed JSON without internals", async () => {
    const missing = await api(ctx, { method: "GET", url: "/api/nao-existe" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NOT_FOUND");
    const bad = await api(ctx, {
      method: "POST",
      url: "/api/signup",
      headers: { "content-type": "application/json" },
      payload: "{nao é json",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/at .*\.js|stack/i);
    expect(bad.json().error.message).toBe("O corpo da requisição não é um JSON válido.");
  });

  it("requires AUTH_SECRET and ENCRYPTION_KEY in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: "/tmp/minuta-prod-check" })).toThrow(/AUTH_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/minuta-prod-check" }),
    ).toThrow(/ENCRYPTION_KEY/);
  });

  it("marks session cookies Secure when APP_URL is https", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      APP_URL: "https://minuta.example",
      AUTH_SECRET: "a",
      ENCRYPTION_KEY: "b",
    });
    expect(config.appUrl).toBe("https://minuta.example");
  });
});
