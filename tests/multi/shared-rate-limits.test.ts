import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../src/domain/auth-schemas";
import { buildApp } from "../../src/server/app";
import { buildDeps, closeDeps } from "../../src/server/deps";
import { openPostgres } from "../../src/server/platform/db/client";
import type { Deps } from "../../src/server/platform/deps";
import { postgresRateLimitStore } from "../../src/server/platform/http/rate-limit";
import { devOutboxMailer } from "../../src/server/platform/mail/system-mailer";
import { apiWorld, createKey } from "../public-api/support";
import { createTestContext, silentLogger, type TestContext } from "../support/app";

type SecondApp = { app: FastifyInstance; deps: Deps; close(): Promise<void> };

/** Another app on the test's database, as a second process has it: its own pool, Better Auth and store. */
async function secondApp(ctx: TestContext): Promise<SecondApp> {
  const deps = await buildDeps(ctx.deps.config, {
    database: openPostgres(ctx.database.connectionString ?? ""),
    mailer: devOutboxMailer(() => undefined),
    log: silentLogger,
  });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await closeDeps(deps, 2_000);
    },
  };
}

/**
 * Issue 28: two web processes on one PostgreSQL count one limit (decision 0048). The second app is
 * built like a second process: its own pool on the same database, its own Better Auth, its own store.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("rate limits shared by two app instances on one PostgreSQL", () => {
  let ctx: TestContext;
  let second: SecondApp;
  const apps = () => [ctx.app, second.app];

  beforeAll(async () => {
    ctx = await createTestContext({ authRateLimitMax: 3, signupRateLimitMax: 2, apiRateLimitPerMinute: 4 });
    second = await secondApp(ctx);
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it("login attempts from one address, alternating between the apps, are refused after the one limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const app = apps()[i % 2] as FastifyInstance;
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "10.28.0.1",
        headers: { origin: "http://localhost:3000" },
        payload: { email: "ninguem@teste.com", password: "abcdef" },
      });
      statuses.push(res.statusCode);
    }
    // Each app alone would allow 3 (6 in all); together they allow 3.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("sign-ups from one address count once across the apps", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await (apps()[i % 2] as FastifyInstance).inject({
        method: "POST",
        url: "/api/signup",
        remoteAddress: "10.28.0.2",
        headers: { origin: "http://localhost:3000" },
        payload: { fullName: "Fulano", email: `multi${i}@teste.com`, password: "abc123", confirmPassword: "abc123" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    // Another address has its own count.
    const other = await second.app.inject({
      method: "POST",
      url: "/api/signup",
      remoteAddress: "10.28.0.3",
      headers: { origin: "http://localhost:3000" },
      payload: { fullName: "Ciclana", email: "multi-outra@teste.com", password: "abc123", confirmPassword: "abc123" },
    });
    expect(other.statusCode).toBe(201);
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/signup",
      remoteAddress: "10.28.0.2",
      headers: { origin: "http://localhost:3000" },
      payload: { fullName: "Fulano", email: "multi9@teste.com", password: "abc123", confirmPassword: "abc123" },
    });
    expect(refused.json()).toEqual({ error: { code: "TOO_MANY_REQUESTS", message: AUTH_MESSAGES.tooManyRequests } });
  });

  it("concurrent hits from two pools get distinct counts (one atomic upsert per hit)", async () => {
    const a = postgresRateLimitStore(ctx.db);
    const b = postgresRateLimitStore(second.deps.db);
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit("test:concurrent", 60_000)),
    );
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(hits.map((h) => h.resetAt)).size).toBe(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("API and signing-link limits shared by two app instances", () => {
  let w: Awaited<ReturnType<typeof apiWorld>>;
  let second: SecondApp;
  const pair = () => [w.ctx.app, second.app];

  beforeAll(async () => {
    w = await apiWorld({ apiRateLimitPerMinute: 4, signRateLimit: { perToken: 3, perAddress: 1000 } });
    second = await secondApp(w.ctx);
  });
  afterAll(async () => {
    await second?.close();
    await w?.ctx.close();
  });

  it("an API key's per-minute limit counts down across the apps", async () => {
    const key = await createKey(w.ctx, w.tenants.adminA, ["templates:read"]);
    const remaining: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (pair()[i % 2] as FastifyInstance).inject({
        method: "GET",
        url: "/api/v1/templates",
        headers: { authorization: `Bearer ${key.secret}` },
      });
      statuses.push(res.statusCode);
      remaining.push(String(res.headers["ratelimit-remaining"]));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(remaining).toEqual(["3", "2", "1", "0", "0", "0"]);
  });

  it("a signing link's per-token limit counts once across the apps", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await (pair()[i % 2] as FastifyInstance).inject({
        method: "GET",
        url: "/api/sign/um-token-qualquer",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(statuses.slice(0, 3)).not.toContain(429);
  });
});
