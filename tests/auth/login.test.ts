import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../src/domain/auth/messages";
import { userMetadata } from "../../src/server/db/tables/users";
import { api, createSignedInUser, createTestContext, lastLinkTo, signIn, type TestContext } from "../helpers/app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("login, sign-out and password reset", () => {
  it("refuses a wrong password and signs out", async () => {
    const user = await createSignedInUser(ctx, "standard_user");
    const wrong = await api(ctx, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: "errada1" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: "INVALID_EMAIL_OR_PASSWORD", message: AUTH_MESSAGES.invalidCredentials },
    });
    const out = await api(ctx, { method: "POST", url: "/api/auth/sign-out", cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    expect((await api(ctx, { method: "GET", url: "/api/me", cookie: user.cookie })).statusCode).toBe(401);
  });

  it("resets the password through the e-mailed link (≥ 6 characters)", async () => {
    const user = await createSignedInUser(ctx, "standard_user");
    const ask = await api(ctx, {
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email, redirectTo: "/reset-password" },
    });
    expect(ask.statusCode).toBe(200);
    const link = new URL(lastLinkTo(ctx.mailer, user.email));
    expect(link.pathname).toBe("/auth/callback");
    expect(link.searchParams.get("type")).toBe("recovery");
    const token = link.searchParams.get("token");
    const short = await api(ctx, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "123" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: { code: "PASSWORD_TOO_SHORT", message: AUTH_MESSAGES.weakPassword } });
    const ok = await api(ctx, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "nova-senha" },
    });
    expect(ok.statusCode).toBe(200);
    // Old sessions end; the new password works and the old one does not.
    expect((await api(ctx, { method: "GET", url: "/api/me", cookie: user.cookie })).statusCode).toBe(401);
    await expect(signIn(ctx.app, user.email, user.password)).rejects.toThrow(/401/);
    expect(await signIn(ctx.app, user.email, "nova-senha")).toContain("session_token");
  });

  it("refuses to log in a deactivated user and ends their access", async () => {
    const user = await createSignedInUser(ctx, "standard_user");
    await ctx.db.update(userMetadata).set({ isActive: false }).where(eq(userMetadata.userId, user.userId));
    expect((await api(ctx, { method: "GET", url: "/api/me", cookie: user.cookie })).statusCode).toBe(401);
    const login = await api(ctx, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      error: { code: "USER_INACTIVE", message: "Usuário inativo. Entre em contato com o administrador." },
    });
  });
});

describe("rate limits", () => {
  it("limits login attempts and sign-ups per client", async () => {
    const strict = await (await import("../helpers/app")).createTestContext({
      authRateLimitMax: 3,
      signupRateLimitMax: 2,
    });
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof api>> | undefined;
      for (let i = 0; i < 5; i++) {
        const r = await api(strict, {
          method: "POST",
          url: "/api/auth/sign-in/email",
          remoteAddress: "10.9.8.7",
          payload: { email: "x@y.com", password: "abcdef" },
        });
        statuses.push(r.statusCode);
        last = r;
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
      expect(last?.json()).toEqual({ error: { code: "TOO_MANY_REQUESTS", message: AUTH_MESSAGES.tooManyRequests } });
      expect(last?.headers["x-retry-after"]).toMatch(/^\d+$/);
      const signups: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await api(strict, {
          method: "POST",
          url: "/api/signup",
          remoteAddress: "10.9.8.7",
          payload: { fullName: "Fulano", email: `rl${i}@teste.com`, password: "abc123", confirmPassword: "abc123" },
        });
        signups.push(r.statusCode);
      }
      expect(signups).toEqual([201, 201, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe("Better Auth's own errors", () => {
  const ENGLISH = /\b(invalid|too many|not found|expected|required|password|email|token|failed|user)\b/i;

  it("answer the one error shape in Portuguese, whatever the failure", async () => {
    const cases: Array<{ method: "GET" | "POST"; url: string; payload?: Record<string, unknown>; status: number }> = [
      {
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "ninguem@teste.com", password: "x1y2z3" },
        status: 401,
      },
      {
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "nao-e-email", password: "x1y2z3" },
        status: 400,
      },
      { method: "POST", url: "/api/auth/sign-in/email", payload: { email: 42 }, status: 400 },
      {
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: "nao-existe", newPassword: "nova-senha-1" },
        status: 400,
      },
      { method: "GET", url: "/api/auth/rota-que-nao-existe", status: 404 },
    ];
    for (const c of cases) {
      const res = await api(ctx, { method: c.method, url: c.url, payload: c.payload });
      expect(res.statusCode, c.url).toBe(c.status);
      const body = res.json();
      expect(Object.keys(body), c.url).toEqual(["error"]);
      expect(body.error.code, c.url).toMatch(/^[A-Z_]+$/);
      expect(body.error.message, `${c.url} ${body.error.message}`).not.toMatch(ENGLISH);
    }
  });
});
