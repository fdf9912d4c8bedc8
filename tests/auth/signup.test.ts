import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../src/domain/auth/schemas";
import { users } from "../../src/server/db/tables/auth";
import { userMetadata, userRoles } from "../../src/server/db/tables/users";
import { api, createTestContext, lastLinkTo, type TestContext, uniqueEmail } from "../helpers/app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signUp = (payload: Record<string, unknown>) => api(ctx, { method: "POST", url: "/api/signup", payload });

describe("sign-up", () => {
  it("creates the account, its metadata and the standard_user role, and sends a confirmation link", async () => {
    const email = uniqueEmail("novo");
    const res = await signUp({ fullName: "  Maria Souza ", email, password: "abc123", confirmPassword: "abc123" });
    expect(res.statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    const [meta] = await ctx.db.select().from(userMetadata).where(eq(userMetadata.userId, user!.id));
    expect(meta?.fullName).toBe("Maria Souza");
    const roles = await ctx.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(roles).toHaveLength(1);
    expect(lastLinkTo(ctx.mailer, email)).toMatch(/\/auth\/callback\?type=signup&token=/);
  });

  it("answers each field's Portuguese message and creates nothing", async () => {
    const res = await signUp({ fullName: " a ", email: "sem-arroba", password: "123", confirmPassword: "456" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      fullName: "Nome deve ter pelo menos 2 caracteres",
      email: "E-mail inválido",
      password: "A senha deve ter pelo menos 6 caracteres",
      confirmPassword: "As senhas não coincidem",
    });
    const rows = await ctx.db.select().from(users).where(eq(users.email, "sem-arroba"));
    expect(rows).toHaveLength(0);
  });

  it("refuses a duplicate e-mail with the spec's message, whatever its case", async () => {
    const email = uniqueEmail("dup");
    expect(
      (await signUp({ fullName: "Primeiro", email, password: "abc123", confirmPassword: "abc123" })).statusCode,
    ).toBe(201);
    const res = await signUp({
      fullName: "Segundo",
      email: email.toUpperCase(),
      password: "abc123",
      confirmPassword: "abc123",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.emailTaken);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const metas = await ctx.db.select().from(userMetadata).where(eq(userMetadata.userId, user!.id));
    expect(metas.map((m) => m.fullName)).toEqual(["Primeiro"]);
  });

  it("requires confirmation before login, then the link confirms and signs in", async () => {
    const email = uniqueEmail("conf");
    await signUp({ fullName: "Carlos", email, password: "abc123", confirmPassword: "abc123" });
    const login = await api(ctx, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "abc123" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toEqual({ code: "EMAIL_NOT_VERIFIED", message: AUTH_MESSAGES.emailNotConfirmed });

    const token = new URL(lastLinkTo(ctx.mailer, email)).searchParams.get("token");
    const verify = await api(ctx, { method: "GET", url: `/api/auth/verify-email?token=${token}` });
    expect(verify.statusCode).toBe(200);
    const cookie = verify.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const me = await api(ctx, { method: "GET", url: "/api/me", cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email, emailVerified: true },
      metadata: { fullName: "Carlos" },
      roles: [{ slug: "standard_user" }],
      permissions: ["create_documents", "view_own_documents", "edit_own_documents"],
      corporateAccount: null,
    });
    const cookieFlags = verify.cookies.find((c) => c.name.includes("session_token"));
    expect(cookieFlags?.httpOnly).toBe(true);
  });

  it("rejects an invalid confirmation token", async () => {
    const res = await api(ctx, { method: "GET", url: "/api/auth/verify-email?token=nao-e-um-token" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it("resends the confirmation e-mail on request", async () => {
    const email = uniqueEmail("reenvio");
    await signUp({ fullName: "Reenvio", email, password: "abc123", confirmPassword: "abc123" });
    const before = ctx.mailer.outbox().filter((m) => m.to === email).length;
    const res = await api(ctx, { method: "POST", url: "/api/auth/send-verification-email", payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(ctx.mailer.outbox().filter((m) => m.to === email)).toHaveLength(before + 1);
  });
});
