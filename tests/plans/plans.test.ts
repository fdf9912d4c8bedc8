import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { subscriptionPlans } from "../../src/server/db/tables/plans";
import {
  api,
  createCorporateAccount,
  createPlan,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";
import { type CorporateUsers, signInCorporateRoles } from "../helpers/fixtures";

let ctx: TestContext;
let admin: TestUser;
let accountId: string;
let others: CorporateUsers;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx, "super_admin");
  accountId = await createCorporateAccount(ctx.db, "Empresa Planos");
  others = await signInCorporateRoles(ctx, accountId);
});
afterAll(() => ctx.close());

const form = (over: Record<string, unknown> = {}) => ({
  name: `Plano ${Math.random().toString(36).slice(2, 8)}`,
  description: "Para pequenas equipes",
  monthlyPrice: 49.9,
  annualPrice: 499,
  isActive: true,
  featuresConfig: { ...DEFAULT_PLAN_FEATURES, ...((over.featuresConfig as object) ?? {}) },
  ...over,
  ...(over.featuresConfig ? { featuresConfig: { ...DEFAULT_PLAN_FEATURES, ...(over.featuresConfig as object) } } : {}),
});

describe("plans API access", () => {
  it("answers 401 without a session and 403 to every corporate role", async () => {
    expect((await api(ctx, { method: "GET", url: "/api/plans" })).statusCode).toBe(401);
    expect((await api(ctx, { method: "POST", url: "/api/plans", payload: form() })).statusCode).toBe(401);
    for (const user of Object.values(others)) {
      expect((await api(ctx, { method: "GET", url: "/api/plans", cookie: user.cookie })).statusCode).toBe(403);
      expect((await api(ctx, { method: "GET", url: "/api/plans/active", cookie: user.cookie })).statusCode).toBe(403);
      const post = await api(ctx, { method: "POST", url: "/api/plans", cookie: user.cookie, payload: form() });
      expect(post.statusCode).toBe(403);
    }
  });
});

describe("plan form", () => {
  it("creates a plan with max_total_users computed on the server as the sum of the role limits", async () => {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/plans",
      cookie: admin.cookie,
      payload: form({
        name: "Profissional",
        featuresConfig: {
          max_total_users: 999,
          user_roles_limit: { corporate_admin: 2, supervisor_user: 3, standard_user: 10 },
          ai_access_enabled: true,
        },
      }),
    });
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    expect(plan).toMatchObject({ name: "Profissional", monthlyPrice: 49.9, annualPrice: 499, isActive: true });
    expect(plan.featuresConfig.max_total_users).toBe(15);
    expect(plan.featuresConfig.ai_access_enabled).toBe(true);
    const [row] = await ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    expect((row!.featuresConfig as { max_total_users: number }).max_total_users).toBe(15);
  });

  it("answers the §5 message of each invalid field", async () => {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/plans",
      cookie: admin.cookie,
      payload: form({
        name: "",
        monthlyPrice: -1,
        featuresConfig: {
          user_roles_limit: { corporate_admin: 0, supervisor_user: -1, standard_user: 0 },
          max_categories_allowed: 0,
          max_templates_allowed: 0,
          monthly_signatures_limit: -5,
        },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      name: "Nome é obrigatório",
      monthlyPrice: "Preço deve ser positivo",
      "featuresConfig.user_roles_limit.corporate_admin": "Mínimo 1 admin corporativo",
      "featuresConfig.user_roles_limit.supervisor_user": "Limite deve ser positivo",
      "featuresConfig.user_roles_limit.standard_user": "Mínimo 1 usuário padrão",
      "featuresConfig.monthly_signatures_limit": "Limite deve ser positivo",
      "featuresConfig.max_categories_allowed": "Mínimo 1 categoria",
      "featuresConfig.max_templates_allowed": "Mínimo 1 template",
    });
    const long = await api(ctx, {
      method: "POST",
      url: "/api/plans",
      cookie: admin.cookie,
      payload: form({ name: "x".repeat(101) }),
    });
    expect(long.json().error.details.fieldErrors).toEqual({ name: "Nome muito longo" });
  });

  it("refuses a duplicate name with the spec's message, on create and on update", async () => {
    const first = await api(ctx, {
      method: "POST",
      url: "/api/plans",
      cookie: admin.cookie,
      payload: form({ name: "Único" }),
    });
    expect(first.statusCode).toBe(201);
    const dup = await api(ctx, {
      method: "POST",
      url: "/api/plans",
      cookie: admin.cookie,
      payload: form({ name: "Único" }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      message: "Já existe um plano com este nome",
      details: { fieldErrors: { name: "Já existe um plano com este nome" } },
    });
    const other = await api(ctx, {
      method: "POST",
      url: "/api/plans",
      cookie: admin.cookie,
      payload: form({ name: "Outro" }),
    });
    const upd = await api(ctx, {
      method: "PUT",
      url: `/api/plans/${other.json().id}`,
      cookie: admin.cookie,
      payload: form({ name: "Único" }),
    });
    expect(upd.statusCode).toBe(409);
  });

  it("reads and updates a plan, keeping the sum rule; unknown id is 404", async () => {
    const created = (
      await api(ctx, { method: "POST", url: "/api/plans", cookie: admin.cookie, payload: form() })
    ).json();
    const got = await api(ctx, { method: "GET", url: `/api/plans/${created.id}`, cookie: admin.cookie });
    expect(got.json()).toMatchObject({ id: created.id, accountsCount: 0 });
    const upd = await api(ctx, {
      method: "PUT",
      url: `/api/plans/${created.id}`,
      cookie: admin.cookie,
      payload: form({
        name: created.name,
        annualPrice: null,
        featuresConfig: { user_roles_limit: { corporate_admin: 1, supervisor_user: 0, standard_user: 1 } },
      }),
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ annualPrice: 0 });
    expect(upd.json().featuresConfig.max_total_users).toBe(2);
    const missing = "11111111-1111-4111-8111-111111111111";
    expect((await api(ctx, { method: "GET", url: `/api/plans/${missing}`, cookie: admin.cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await api(ctx, { method: "PUT", url: `/api/plans/${missing}`, cookie: admin.cookie, payload: form() }))
        .statusCode,
    ).toBe(404);
    const malformed = await api(ctx, { method: "GET", url: "/api/plans/nao-e-um-id", cookie: admin.cookie });
    // A malformed id is refused before any query, as every route with an id does: 400, in Portuguese.
    expect({ status: malformed.statusCode, message: malformed.json().error.message }).toEqual({
      status: 400,
      message: "Plano não encontrado.",
    });
  });

  it("flips the status inline", async () => {
    const created = (
      await api(ctx, { method: "POST", url: "/api/plans", cookie: admin.cookie, payload: form() })
    ).json();
    const res = await api(ctx, {
      method: "PATCH",
      url: `/api/plans/${created.id}/status`,
      cookie: admin.cookie,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    const denied = await api(ctx, {
      method: "PATCH",
      url: `/api/plans/${created.id}/status`,
      cookie: others.admin.cookie,
      payload: { isActive: true },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe("plan list", () => {
  it("searches by name, filters by status, pages by 10 with the exact total, newest first", async () => {
    for (let i = 0; i < 12; i++) {
      await api(ctx, {
        method: "POST",
        url: "/api/plans",
        cookie: admin.cookie,
        payload: form({ name: `Lote ${String(i).padStart(2, "0")}`, isActive: i % 3 !== 0 }),
      });
    }
    const page1 = (await api(ctx, { method: "GET", url: "/api/plans?search=lote", cookie: admin.cookie })).json();
    expect(page1.total).toBe(12);
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0].name).toBe("Lote 11");
    const page2 = (
      await api(ctx, { method: "GET", url: "/api/plans?search=lote&page=2", cookie: admin.cookie })
    ).json();
    expect(page2.items.map((p: { name: string }) => p.name)).toEqual(["Lote 01", "Lote 00"]);
    const inactive = (
      await api(ctx, { method: "GET", url: "/api/plans?search=lote&status=inactive", cookie: admin.cookie })
    ).json();
    expect(inactive.total).toBe(4);
    const active = (
      await api(ctx, { method: "GET", url: "/api/plans?search=LOTE&status=active", cookie: admin.cookie })
    ).json();
    expect(active.total).toBe(8);
    const literal = (await api(ctx, { method: "GET", url: "/api/plans?search=%25", cookie: admin.cookie })).json();
    expect(literal.total).toBe(0);
  });

  it("offers active plans ordered by monthly price for the account form", async () => {
    await createPlan(ctx.db, "Caro", {});
    await api(ctx, {
      method: "POST",
      url: "/api/plans",
      cookie: admin.cookie,
      payload: form({ name: "Barato", monthlyPrice: 0 }),
    });
    await api(ctx, {
      method: "POST",
      url: "/api/plans",
      cookie: admin.cookie,
      payload: form({ name: "Desativado", monthlyPrice: 1, isActive: false }),
    });
    const res = await api(ctx, { method: "GET", url: "/api/plans/active", cookie: admin.cookie });
    const list = res.json() as Array<{ name: string; monthlyPrice: number }>;
    expect(list.map((p) => p.name)).not.toContain("Desativado");
    expect(list[0]?.name).toBe("Barato");
    const prices = list.map((p) => p.monthlyPrice);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});

describe("plan deletion", () => {
  it("deletes an unused plan", async () => {
    const created = (
      await api(ctx, { method: "POST", url: "/api/plans", cookie: admin.cookie, payload: form() })
    ).json();
    const res = await api(ctx, { method: "DELETE", url: `/api/plans/${created.id}`, cookie: admin.cookie });
    expect(res.statusCode).toBe(204);
    expect((await api(ctx, { method: "GET", url: `/api/plans/${created.id}`, cookie: admin.cookie })).statusCode).toBe(
      404,
    );
  });

  it("refuses to delete a plan in use, says why, and leaves the accounts pointing at it", async () => {
    const planId = await createPlan(ctx.db, "Em uso", {});
    await createCorporateAccount(ctx.db, "Cliente A", planId);
    await createCorporateAccount(ctx.db, "Cliente B", planId);
    const res = await api(ctx, { method: "DELETE", url: `/api/plans/${planId}`, cookie: admin.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("PLAN_IN_USE");
    expect(res.json().error.message).toContain("2 contas corporativas");
    const [row] = await ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
    expect(row).toBeDefined();
    const list = (await api(ctx, { method: "GET", url: "/api/plans?search=Em%20uso", cookie: admin.cookie })).json();
    expect(list.items[0].accountsCount).toBe(2);
  });

  it("is denied to corporate roles", async () => {
    const planId = await createPlan(ctx.db, "Protegido", {});
    for (const user of Object.values(others)) {
      const res = await api(ctx, { method: "DELETE", url: `/api/plans/${planId}`, cookie: user.cookie });
      expect(res.statusCode).toBe(403);
    }
  });
});
