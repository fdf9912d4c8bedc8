import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACCOUNT_ID } from "../../src/domain/accounts/system";
import { USER_MESSAGES } from "../../src/domain/users/users";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { sessions, users } from "../../src/server/db/tables/auth";
import { userMetadata, userRoles } from "../../src/server/db/tables/users";
import { createAccount } from "../../src/server/modules/users/create-account";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  lastLinkTo,
  signIn,
  type TestContext,
  type TestUser,
  uniqueEmail,
} from "../helpers/app";

let ctx: TestContext;
let accountA: string;
let accountB: string;
let inactiveAccount: string;
let superAdmin: TestUser;
let adminA: TestUser;
let adminB: TestUser;
let supervisorA: TestUser;
let standardA: TestUser;
let userB: string;

beforeAll(async () => {
  ctx = await createTestContext();
  accountA = await createCorporateAccount(ctx.db, "Alfa Ltda");
  accountB = await createCorporateAccount(ctx.db, "Beta S.A.");
  inactiveAccount = await createCorporateAccount(ctx.db, "Inativa ME");
  await ctx.db.update(corporateAccounts).set({ isActive: false }).where(eq(corporateAccounts.id, inactiveAccount));
  [superAdmin, adminA, adminB, supervisorA, standardA] = await Promise.all([
    createSignedInUser(ctx, "super_admin", { fullName: "Super Admin" }),
    createSignedInUser(ctx, "corporate_admin", { accountId: accountA, fullName: "Admin Alfa" }),
    createSignedInUser(ctx, "corporate_admin", { accountId: accountB, fullName: "Admin Beta" }),
    createSignedInUser(ctx, "supervisor_user", { accountId: accountA, fullName: "Supervisor Alfa" }),
    createSignedInUser(ctx, "standard_user", { accountId: accountA, fullName: "Padrão Alfa" }),
  ]);
  ({ userId: userB } = await createAccount(ctx.db, {
    email: uniqueEmail("beta"),
    password: "senha-123",
    fullName: "Usuário Beta",
    roleSlug: "standard_user",
    corporateAccountId: accountB,
    emailVerified: true,
  }));
});
afterAll(() => ctx.close());

const newUser = (over: Record<string, unknown> = {}) => ({
  fullName: "Novo Usuário",
  email: uniqueEmail("novo"),
  phone: "",
  password: "abc123",
  confirmPassword: "abc123",
  role: "standard_user",
  corporateAccountId: accountA,
  ...over,
});
const editOf = (over: Record<string, unknown> = {}) => ({
  fullName: "Editado",
  email: uniqueEmail("edit"),
  phone: "",
  password: "",
  confirmPassword: "",
  role: "standard_user",
  corporateAccountId: accountA,
  isActive: true,
  ...over,
});

const post = (cookie: string | undefined, url: string, payload?: unknown) =>
  api(ctx, { method: "POST", url, cookie, payload: payload as Record<string, unknown> });
const put = (cookie: string | undefined, url: string, payload: unknown) =>
  api(ctx, { method: "PUT", url, cookie, payload: payload as Record<string, unknown> });
const get = (cookie: string | undefined, url: string) => api(ctx, { method: "GET", url, cookie });

async function createAs(cookie: string, over: Record<string, unknown> = {}) {
  const payload = newUser(over);
  const res = await post(cookie, "/api/users", payload);
  return { res, payload, id: res.statusCode === 201 ? (res.json().user.id as string) : "" };
}

describe("access to the user routes", () => {
  const routes = (id: string) => [
    ["GET", "/api/users"],
    ["GET", "/api/users/roles"],
    ["GET", "/api/users/account-options"],
    ["GET", `/api/users/${id}`],
    ["POST", "/api/users"],
    ["PUT", `/api/users/${id}`],
    ["POST", `/api/users/${id}/deactivate`],
    ["POST", `/api/users/${id}/confirm-email`],
  ];

  it("answers 401 without a session", async () => {
    for (const [method, url] of routes(standardA.userId)) {
      const res = await api(ctx, { method: method as "GET", url, payload: method === "GET" ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.message).toBe("Usuário não autenticado");
    }
  });

  it("answers 403 to supervisors and standard users on every route", async () => {
    for (const who of [supervisorA, standardA]) {
      for (const [method, url] of routes(standardA.userId)) {
        const res = await api(ctx, {
          method: method as "GET",
          url,
          cookie: who.cookie,
          payload: method === "GET" ? undefined : newUser(),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it("lets only super admins confirm e-mails", async () => {
    const res = await post(adminA.cookie, `/api/users/${standardA.userId}/confirm-email`);
    expect(res.statusCode).toBe(403);
  });
});

describe("creating users", () => {
  it("creates a confirmed user who can log in at once", async () => {
    const { res, payload, id } = await createAs(superAdmin.cookie, { phone: "+55 (11) 98765-4321" });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: payload.email, email_confirmed: true, confirmation_sent_at: null });
    const [meta] = await ctx.db.select().from(userMetadata).where(eq(userMetadata.userId, id));
    expect(meta).toMatchObject({ fullName: "Novo Usuário", phone: "+5511987654321", corporateAccountId: accountA });
    const cookie = await signIn(ctx.app, payload.email as string, "abc123");
    const me = await get(cookie, "/api/me");
    expect(me.json()).toMatchObject({ roles: [{ slug: "standard_user" }], corporateAccount: { id: accountA } });
  });

  it("creates an unconfirmed user and sends the confirmation e-mail when asked", async () => {
    const { res, payload, id } = await createAs(superAdmin.cookie, { sendConfirmationEmail: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email_confirmed).toBe(false);
    expect(res.json().user.confirmation_sent_at).toEqual(expect.any(String));
    expect(lastLinkTo(ctx.mailer, payload.email as string)).toMatch(/token=/);
    const login = await post(undefined, "/api/auth/sign-in/email", { email: payload.email, password: "abc123" });
    expect(login.json().error.code).toBe("EMAIL_NOT_VERIFIED");

    expect((await post(superAdmin.cookie, `/api/users/${id}/confirm-email`)).statusCode).toBe(200);
    await expect(signIn(ctx.app, payload.email as string, "abc123")).resolves.toContain("session_token");
    expect((await post(superAdmin.cookie, `/api/users/${crypto.randomUUID()}/confirm-email`)).statusCode).toBe(404);
  });

  it("answers each field's Portuguese message and creates nothing", async () => {
    const email = "sem-arroba";
    const res = await post(superAdmin.cookie, "/api/users", {
      fullName: "  ",
      email,
      phone: "0800-123",
      password: "123",
      confirmPassword: "321",
      role: "",
      corporateAccountId: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      fullName: USER_MESSAGES.fullNameRequired,
      email: USER_MESSAGES.emailInvalid,
      phone: USER_MESSAGES.phoneInvalid,
      password: USER_MESSAGES.passwordTooShort,
      confirmPassword: USER_MESSAGES.passwordsDiffer,
      role: USER_MESSAGES.roleRequired,
    });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("requires e-mail, password and a corporate account for every role but super_admin", async () => {
    const res = await post(
      superAdmin.cookie,
      "/api/users",
      newUser({ email: "", password: "", confirmPassword: "", corporateAccountId: null }),
    );
    expect(res.json().error.details.fieldErrors).toEqual({
      email: USER_MESSAGES.emailRequired,
      password: USER_MESSAGES.passwordRequired,
      corporateAccountId: USER_MESSAGES.accountRequired,
    });
    const superRes = await createAs(superAdmin.cookie, { role: "super_admin", corporateAccountId: null });
    expect(superRes.res.statusCode).toBe(201);
  });

  it("accepts phones with an optional plus, a non-zero digit and up to 15 more digits", async () => {
    for (const [phone, ok] of [
      ["11 98765-4321", true],
      ["+1 (555) 123-4567", true],
      ["1234567890123456", true],
      ["12345678901234567", false],
      ["011 9876", false],
      ["+55 11 9876a", false],
    ] as const) {
      const res = await post(superAdmin.cookie, "/api/users", newUser({ phone, password: "x" }));
      const fieldErrors = res.json().error.details.fieldErrors;
      expect(fieldErrors.phone, phone).toBe(ok ? undefined : USER_MESSAGES.phoneInvalid);
    }
  });

  it("refuses an e-mail already in use, whatever its case", async () => {
    const { payload } = await createAs(superAdmin.cookie);
    const res = await post(
      superAdmin.cookie,
      "/api/users",
      newUser({ email: (payload.email as string).toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("E-mail já está em uso");
  });

  it("refuses inactive accounts, unknown accounts and the system account", async () => {
    for (const id of [inactiveAccount, SYSTEM_ACCOUNT_ID, crypto.randomUUID()]) {
      const { res } = await createAs(superAdmin.cookie, { corporateAccountId: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.fieldErrors.corporateAccountId).toBe(USER_MESSAGES.invalidAccount);
    }
  });
});

describe("corporate_admin is confined to their own account", () => {
  it("creates users in their own account", async () => {
    const { res, id } = await createAs(adminA.cookie, { corporateAccountId: accountA });
    expect(res.statusCode).toBe(201);
    const [meta] = await ctx.db.select().from(userMetadata).where(eq(userMetadata.userId, id));
    expect(meta?.corporateAccountId).toBe(accountA);
  });

  it("cannot pick another account or the super_admin role", async () => {
    const other = await createAs(adminA.cookie, { corporateAccountId: accountB });
    expect(other.res.statusCode).toBe(403);
    expect(other.res.json().error.message).toBe(USER_MESSAGES.otherAccount);
    const sa = await createAs(adminA.cookie, { role: "super_admin", corporateAccountId: null });
    expect(sa.res.statusCode).toBe(403);
    expect(sa.res.json().error.message).toBe(USER_MESSAGES.superAdminRole);
  });

  it("lists only their account's users and role options without super_admin", async () => {
    const list = await get(adminA.cookie, "/api/users?page=1");
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Array<{ corporateAccount: { id: string } | null }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((u) => u.corporateAccount?.id === accountA)).toBe(true);
    const roles = (await get(adminA.cookie, "/api/users/roles")).json().roles as Array<{ slug: string }>;
    expect(roles.map((r) => r.slug).sort()).toEqual(["corporate_admin", "standard_user", "supervisor_user"]);
    const accounts = (await get(adminA.cookie, "/api/users/account-options")).json().accounts;
    expect(accounts).toEqual([{ id: accountA, name: "Alfa Ltda" }]);
  });

  it("cannot read, edit or deactivate another account's user by guessing the id", async () => {
    expect((await get(adminA.cookie, `/api/users/${userB}`)).statusCode).toBe(404);
    expect((await put(adminA.cookie, `/api/users/${userB}`, editOf({ corporateAccountId: accountA }))).statusCode).toBe(
      404,
    );
    expect((await post(adminA.cookie, `/api/users/${userB}/deactivate`)).statusCode).toBe(404);
    const [meta] = await ctx.db.select().from(userMetadata).where(eq(userMetadata.userId, userB));
    expect(meta).toMatchObject({ isActive: true, fullName: "Usuário Beta", corporateAccountId: accountB });
    expect((await get(adminB.cookie, `/api/users/${userB}`)).statusCode).toBe(200);
  });

  it("cannot see, edit or deactivate a super admin, even one attached to their account", async () => {
    const { userId } = await createAccount(ctx.db, {
      email: uniqueEmail("sa-alfa"),
      password: "senha-123",
      fullName: "Super na Alfa",
      roleSlug: "super_admin",
      corporateAccountId: accountA,
      emailVerified: true,
    });
    expect((await get(adminA.cookie, `/api/users/${userId}`)).statusCode).toBe(404);
    expect((await get(adminA.cookie, "/api/users?search=Super%20na%20Alfa")).json().total).toBe(0);
    expect((await put(adminA.cookie, `/api/users/${userId}`, editOf())).statusCode).toBe(404);
    expect((await post(adminA.cookie, `/api/users/${userId}/deactivate`)).statusCode).toBe(404);
    expect((await put(adminA.cookie, `/api/users/${superAdmin.userId}`, editOf())).statusCode).toBe(404);
    expect((await get(superAdmin.cookie, `/api/users/${userId}`)).statusCode).toBe(200);
  });
});

describe("updating users", () => {
  it("updates profile, role and password; the old password stops working and sessions end", async () => {
    const { payload, id } = await createAs(superAdmin.cookie);
    const oldCookie = await signIn(ctx.app, payload.email as string, "abc123");
    const email = uniqueEmail("alterado");
    const res = await put(superAdmin.cookie, `/api/users/${id}`, {
      ...editOf({ email, fullName: "Nome Novo", phone: "(21) 3333-4444", role: "supervisor_user" }),
      password: "nova-senha",
      confirmPassword: "nova-senha",
    });
    expect(res.statusCode).toBe(200);
    const user = (await get(superAdmin.cookie, `/api/users/${id}`)).json();
    expect(user).toMatchObject({
      email,
      fullName: "Nome Novo",
      phone: "2133334444",
      role: { slug: "supervisor_user" },
      emailVerified: false,
    });
    expect((await get(oldCookie, "/api/me")).statusCode).toBe(401);
    expect((await post(superAdmin.cookie, `/api/users/${id}/confirm-email`)).statusCode).toBe(200);
    await expect(signIn(ctx.app, email, "abc123")).rejects.toThrow();
    const cookie = await signIn(ctx.app, email, "nova-senha");
    expect((await get(cookie, "/api/me")).json().roles).toMatchObject([{ slug: "supervisor_user" }]);
  });

  it("a changed e-mail is unconfirmed until confirmed again; an unchanged one stays confirmed", async () => {
    const { payload, id } = await createAs(adminA.cookie);
    const verified = async () => (await get(superAdmin.cookie, `/api/users/${id}`)).json().emailVerified;
    expect(await verified()).toBe(true);
    // Same address (case aside): still confirmed.
    const same = editOf({ email: (payload.email as string).toUpperCase() });
    expect((await put(adminA.cookie, `/api/users/${id}`, same)).statusCode).toBe(200);
    expect(await verified()).toBe(true);
    // New address, no confirmation e-mail asked: unconfirmed, nothing sent, sign-in refused.
    const quiet = uniqueEmail("sem-aviso");
    expect((await put(adminA.cookie, `/api/users/${id}`, editOf({ email: quiet }))).statusCode).toBe(200);
    expect(await verified()).toBe(false);
    expect(ctx.mailer.outbox().some((m) => m.to === quiet)).toBe(false);
    const login = await post(undefined, "/api/auth/sign-in/email", { email: quiet, password: "abc123" });
    expect(login.json().error.code).toBe("EMAIL_NOT_VERIFIED");
    // New address with the confirmation asked: unconfirmed, link sent to the new address.
    const loud = uniqueEmail("com-aviso");
    const asked = editOf({ email: loud, sendConfirmationEmail: true });
    expect((await put(adminA.cookie, `/api/users/${id}`, asked)).statusCode).toBe(200);
    expect(await verified()).toBe(false);
    expect(lastLinkTo(ctx.mailer, loud)).toMatch(/token=/);
    // The super admin can confirm it again.
    expect((await post(superAdmin.cookie, `/api/users/${id}/confirm-email`)).statusCode).toBe(200);
    expect(await verified()).toBe(true);
    await expect(signIn(ctx.app, loud, "abc123")).resolves.toContain("session_token");
  });

  it("keeps the password when none is given and validates it when given", async () => {
    const { payload, id } = await createAs(adminA.cookie);
    expect((await put(adminA.cookie, `/api/users/${id}`, editOf({ email: payload.email }))).statusCode).toBe(200);
    await expect(signIn(ctx.app, payload.email as string, "abc123")).resolves.toBeTruthy();
    const bad = await put(adminA.cookie, `/api/users/${id}`, editOf({ password: "123", confirmPassword: "999" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fieldErrors).toEqual({
      password: USER_MESSAGES.passwordTooShort,
      confirmPassword: USER_MESSAGES.passwordsDiffer,
    });
  });

  it("refuses an e-mail in use by another user", async () => {
    const { id } = await createAs(superAdmin.cookie);
    const res = await put(superAdmin.cookie, `/api/users/${id}`, editOf({ email: standardA.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("E-mail já está em uso");
  });

  it("does not let a corporate admin move a user to another account or make them super admin", async () => {
    const { id } = await createAs(adminA.cookie);
    expect((await put(adminA.cookie, `/api/users/${id}`, editOf({ corporateAccountId: accountB }))).statusCode).toBe(
      403,
    );
    expect((await put(adminA.cookie, `/api/users/${id}`, editOf({ role: "super_admin" }))).statusCode).toBe(403);
  });
});

describe("deactivating users", () => {
  it("deactivates metadata and roles, ends sessions, blocks login; editing reactivates", async () => {
    const { payload, id } = await createAs(adminA.cookie);
    const cookie = await signIn(ctx.app, payload.email as string, "abc123");
    const res = await post(adminA.cookie, `/api/users/${id}/deactivate`);
    expect(res.statusCode).toBe(200);
    const roles = await ctx.db.select().from(userRoles).where(eq(userRoles.userId, id));
    expect(roles.every((r) => !r.isActive)).toBe(true);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect((await get(cookie, "/api/me")).statusCode).toBe(401);
    const login = await post(undefined, "/api/auth/sign-in/email", { email: payload.email, password: "abc123" });
    expect(login.statusCode).toBe(403);
    const listed = (await get(adminA.cookie, `/api/users/${id}`)).json();
    expect(listed.isActive).toBe(false);

    const again = await put(adminA.cookie, `/api/users/${id}`, editOf({ email: payload.email, isActive: true }));
    expect(again.statusCode).toBe(200);
    await expect(signIn(ctx.app, payload.email as string, "abc123")).resolves.toBeTruthy();
    const active = await ctx.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, id), eq(userRoles.isActive, true)));
    expect(active).toHaveLength(1);
  });

  it("deactivates through the edit form's checkbox too", async () => {
    const { payload, id } = await createAs(superAdmin.cookie);
    const res = await put(superAdmin.cookie, `/api/users/${id}`, editOf({ email: payload.email, isActive: false }));
    expect(res.statusCode).toBe(200);
    const login = await post(undefined, "/api/auth/sign-in/email", { email: payload.email, password: "abc123" });
    expect(login.statusCode).toBe(403);
  });

  it("refuses to deactivate oneself", async () => {
    const res = await post(adminA.cookie, `/api/users/${adminA.userId}/deactivate`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(USER_MESSAGES.selfDeactivate);
  });

  it("answers 404 for an unknown user", async () => {
    const unknown = crypto.randomUUID();
    const res = await post(superAdmin.cookie, `/api/users/${unknown}/deactivate`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(USER_MESSAGES.notFound);
  });
});

describe("user ids in the path", () => {
  // Ids are UUIDs (Better Auth's generateId and createAccount); anything else is refused before a query.
  const malformed = ["desconhecido", "a%00b", "%00", "1", "x".repeat(99), "' or 1=1", `${"0".repeat(8)}-0000`];
  it("answers 400 in Portuguese for a malformed id on every user route, and changes nothing", async () => {
    const before = await ctx.db.select().from(userMetadata);
    for (const id of malformed) {
      for (const [method, url, payload] of [
        ["GET", `/api/users/${id}`, undefined],
        ["PUT", `/api/users/${id}`, editOf()],
        ["POST", `/api/users/${id}/deactivate`, undefined],
        ["POST", `/api/users/${id}/confirm-email`, undefined],
      ] as const) {
        const res = await api(ctx, { method, url, cookie: superAdmin.cookie, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().error.code, `${method} ${url}`).toEqual(expect.any(String));
        expect(res.json().error.message, `${method} ${url}`).toMatch(/inválid|não encontrado|caractere/i);
      }
    }
    expect(await ctx.db.select().from(userMetadata)).toEqual(before);
  });

  it("says the user was not found for a well-formed id of nobody (404) and for a malformed one (400)", async () => {
    const malformedRes = await get(superAdmin.cookie, "/api/users/nao-e-um-id");
    expect(malformedRes.statusCode).toBe(400);
    expect(malformedRes.json().error.message).toContain(USER_MESSAGES.notFound);
    const unknownRes = await get(superAdmin.cookie, `/api/users/${crypto.randomUUID()}`);
    expect(unknownRes.statusCode).toBe(404);
    expect(unknownRes.json().error.message).toBe(USER_MESSAGES.notFound);
  });
});
