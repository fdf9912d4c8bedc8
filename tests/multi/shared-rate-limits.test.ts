import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../src/domain/auth/schemas";
import { buildApp } from "../../src/server/app";
import { buildDeps, closeDeps } from "../../src/server/deps";
import { openPostgres } from "../../src/server/platform/db/client";
import type { Deps } from "../../src/server/platform/deps";
import { postgresRateLimitStore } from "../../src/server/platform/http/rate-limit";
import { devOutboxMailer } from "../../src/server/platform/mail/system-mailer";
import { createTestContext, silentLogger, type TestContext } from "../helpers/app";
import { apiWorld, createKey } from "../public-api/support";

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

/** `n` requests, the i-th to apps[i % apps.length]: what a balancer spreading one client does. */
async function alternating(apps: FastifyInstance[], n: number, request: (i: number) => InjectOptions) {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < n; i++) answers.push(await (apps[i % apps.length] as FastifyInstance).inject(request(i)));
  return answers;
}

const signup = (address: string, email: string): InjectOptions => ({
  method: "POST",
  url: "/api/signup",
  remoteAddress: address,
  headers: { origin: "http://localhost:3000" },
  payload: { fullName: "Fulano", email, password: "abc123", confirmPassword: "abc123" },
});

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
    const answers = await alternating(apps(), 5, () => ({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "10.28.0.1",
      headers: { origin: "http://localhost:3000" },
      payload: { email: "ninguem@teste.com", password: "abcdef" },
    }));
    const statuses = answers.map((r) => r.statusCode);
    // Each app alone would allow 3 (6 in all); together they allow 3.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("sign-ups from one address count once across the apps", async () => {
    const answers = await alternating(apps(), 3, (i) => signup("10.28.0.2", `multi${i}@teste.com`));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    // Another address has its own count.
    expect((await second.app.inject(signup("10.28.0.3", "multi-outra@teste.com"))).statusCode).toBe(201);
    const refused = await ctx.app.inject(signup("10.28.0.2", "multi9@teste.com"));
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

  it("counts any key a caller can send (a NUL byte, a megabyte), as the same key each time", async () => {
    const store = postgresRateLimitStore(ctx.db);
    for (const key of ["sign:token:a\u0000b", `sign:token:${"x".repeat(1_000_000)}`]) {
      expect((await store.hit(key, 60_000)).count).toBe(1);
      expect((await store.hit(key, 60_000)).count).toBe(2);
    }
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
    const answers = await alternating(pair(), 6, () => ({
      method: "GET",
      url: "/api/v1/templates",
      headers: { authorization: `Bearer ${key.secret}` },
    }));
    const statuses = answers.map((r) => r.statusCode);
    const remaining = answers.map((r) => String(r.headers["ratelimit-remaining"]));
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(remaining).toEqual(["3", "2", "1", "0", "0", "0"]);
  });

  it("a signing link's per-token limit counts once across the apps", async () => {
    const answers = await alternating(pair(), 5, () => ({ method: "GET", url: "/api/sign/um-token-qualquer" }));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(statuses.slice(0, 3)).not.toContain(429);
  });
});
