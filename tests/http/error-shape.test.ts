import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS } from "../../src/domain/shared/error-codes";
import { AppError, fieldError } from "../../src/server/platform/errors/app-error";
import { registerErrorHandler } from "../../src/server/platform/http/errors";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";

/** English words Zod and Fastify use in their default messages; none may reach a client. */
const ENGLISH = /\b(expected|received|invalid input|too (big|small)|required|bad request|not found|must)\b/i;

function expectPortugueseError(body: string, status: number) {
  const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
  expect(parsed.error, `status ${status}: ${body}`).toEqual({
    code: expect.any(String),
    message: expect.any(String),
    ...(typeof (parsed.error as { details?: unknown }).details === "object" ? { details: expect.anything() } : {}),
  });
  expect(parsed.error?.message).not.toMatch(ENGLISH);
}

describe("every error answers in one shape, in Portuguese", () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createSignedInUser(ctx, "super_admin");
  });
  afterAll(() => ctx.close());

  it("a malformed URL escape (router error) → 400 in the app's error shape", async () => {
    const res = await api(ctx, { method: "PUT", url: "/api/templates/%ZZ", cookie: admin.cookie, payload: {} });
    expect(res.statusCode).toBe(400);
    expectPortugueseError(res.body, res.statusCode);
    expect(JSON.parse(res.body).error.message).toBe("Endereço inválido.");
  });

  it("an id longer than the router accepts → 414 in the app's error shape", async () => {
    const res = await api(ctx, { method: "GET", url: `/api/users/${"a".repeat(150)}`, cookie: admin.cookie });
    expect(res.statusCode).toBe(414);
    expectPortugueseError(res.body, res.statusCode);
  });

  it("Zod's own messages come in Portuguese (wrong types, too long, arrays for objects)", async () => {
    for (const payload of [[], { name: 42 }, { name: "x".repeat(5_000) }, { name: "Ok", description: true }]) {
      const res = await api(ctx, { method: "POST", url: "/api/categories", cookie: admin.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expectPortugueseError(res.body, res.statusCode);
      const fieldErrors = Object.values(JSON.parse(res.body).error.details?.fieldErrors ?? {}) as string[];
      for (const message of fieldErrors) expect(message).not.toMatch(ENGLISH);
    }
  });

  it("invalid JSON → 400 in Portuguese", async () => {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/categories",
      cookie: admin.cookie,
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expectPortugueseError(res.body, res.statusCode);
  });
});

describe("an AppError answers its code's status and message from the ERRORS map", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    app.get("/only-code", async () => {
      throw new AppError("PLAN_LIMIT_REACHED");
    });
    app.get("/precise-message", async () => {
      throw fieldError("VALIDATION_ERROR", "name", "Informe o nome.");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("thrown with only a code → the map's status and default message", async () => {
    const res = await app.inject({ method: "GET", url: "/only-code" });
    expect(res.statusCode).toBe(ERRORS.PLAN_LIMIT_REACHED.status);
    expect(res.json()).toEqual({
      error: { code: "PLAN_LIMIT_REACHED", message: ERRORS.PLAN_LIMIT_REACHED.message },
    });
  });

  it("thrown with the spec's text → the map's status, that text, under its field", async () => {
    const res = await app.inject({ method: "GET", url: "/precise-message" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: "VALIDATION_ERROR",
        message: "Informe o nome.",
        details: { fieldErrors: { name: "Informe o nome." } },
      },
    });
  });
});
