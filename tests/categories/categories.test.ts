import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACCOUNT_ID } from "../../src/domain/accounts/system";
import type { Actor } from "../../src/domain/auth/permissions";
import { CATEGORY_MESSAGES, categoryLimitMessage } from "../../src/domain/categories/categories";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { categories, categoryCorporateAccounts } from "../../src/server/db/tables/categories";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { createCategory } from "../../src/server/modules/categories/create-category";
import { updateCategory } from "../../src/server/modules/categories/update-category";
import {
  api,
  createCorporateAccount,
  createPlan,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";
import { signInCorporateRoles } from "../helpers/fixtures";
import { SPEC_TEXTS } from "../helpers/spec-texts";

let ctx: TestContext;
let superAdmin: TestUser;
let others: TestUser[];
let accountA: string;
let accountB: string;
let inactive: string;

beforeAll(async () => {
  ctx = await createTestContext();
  accountB = await createCorporateAccount(ctx.db, "Beta");
  accountA = await createCorporateAccount(ctx.db, "Alfa");
  inactive = await createCorporateAccount(ctx.db, "Desativada");
  await ctx.db.update(corporateAccounts).set({ isActive: false }).where(eq(corporateAccounts.id, inactive));
  superAdmin = await createSignedInUser(ctx, "super_admin");
  others = Object.values(await signInCorporateRoles(ctx, accountA));
});
afterAll(() => ctx.close());

/** The service called as the super admin (a job or script would, outside the HTTP door). */
const asSuperAdmin = (): Actor => ({
  userId: superAdmin.userId,
  email: superAdmin.email,
  roles: [],
  permissions: [],
  accountId: null,
});
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, cookie = superAdmin.cookie) =>
  api(ctx, { method, url, cookie, payload: payload as Record<string, unknown> });

async function newCategory(name: string, description?: string | null) {
  const res = await call("POST", "/api/categories", { name, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; description: string | null };
}

describe("access to the category routes", () => {
  const routes = (id: string): Array<[string, string]> => [
    ["GET", "/api/categories"],
    ["POST", "/api/categories"],
    ["PUT", `/api/categories/${id}`],
    ["DELETE", `/api/categories/${id}`],
    ["GET", `/api/categories/${id}/accounts`],
    ["PUT", `/api/categories/${id}/accounts`],
  ];

  it("answers 401 without a session and 403 to every role but super_admin", async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of routes(id)) {
      const payload = method === "GET" || method === "DELETE" ? undefined : { name: "X", accountIds: [] };
      const anon = await api(ctx, { method: method as "GET", url, payload });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      for (const user of others) {
        const res = await call(method as "GET", url, payload, user.cookie);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});

describe("categories", () => {
  it("creates with the description stored as null when empty, and validates the name", async () => {
    const cat = await newCategory("  Contratos de Locação ", "   ");
    expect(cat).toMatchObject({ name: "Contratos de Locação", description: null });
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, cat.id));
    expect(row?.description).toBeNull();
    const bad = await call("POST", "/api/categories", { name: "   ", description: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fieldErrors).toEqual({ name: SPEC_TEXTS.categoryNameRequired });
    const missing = await call("POST", "/api/categories", {});
    expect(missing.json().error.details.fieldErrors).toEqual({ name: SPEC_TEXTS.categoryNameRequired });
  });

  it("refuses a duplicate name on create and on edit (23505)", async () => {
    const a = await newCategory("Trabalhista");
    const b = await newCategory("Societário", "Atas e contratos sociais");
    const dup = await call("POST", "/api/categories", { name: "Trabalhista" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(SPEC_TEXTS.categoryDuplicate);
    const edit = await call("PUT", `/api/categories/${b.id}`, { name: a.name, description: "" });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(SPEC_TEXTS.categoryDuplicate);
  });

  it("edits name and description, 404 for an unknown id", async () => {
    const c = await newCategory("Imobiliário");
    const res = await call("PUT", `/api/categories/${c.id}`, {
      name: "Imobiliário Residencial",
      description: "Aluguel e venda",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Imobiliário Residencial", description: "Aluguel e venda" });
    expect((await call("PUT", `/api/categories/${crypto.randomUUID()}`, { name: "Nada" })).statusCode).toBe(404);
    expect((await call("PUT", "/api/categories/nao-uuid", { name: "Nada" })).statusCode).toBe(400);
  });

  it("deletes permanently, but not while templates use the category (23503)", async () => {
    const free = await newCategory("Temporária");
    expect((await call("DELETE", `/api/categories/${free.id}`)).statusCode).toBe(200);
    expect(await ctx.db.select().from(categories).where(eq(categories.id, free.id))).toHaveLength(0);
    expect((await call("DELETE", `/api/categories/${free.id}`)).statusCode).toBe(404);

    const used = await newCategory("Em uso");
    await ctx.db.insert(documentTemplates).values({ title: "Modelo", categoryId: used.id });
    const res = await call("DELETE", `/api/categories/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(SPEC_TEXTS.categoryInUse);
    expect(await ctx.db.select().from(categories).where(eq(categories.id, used.id))).toHaveLength(1);
  });

  it("answers 400 in Portuguese, not 500, when the database refuses a value (22xxx data exception)", async () => {
    // The HTTP door refuses control characters first; a job or script calling the service directly does not
    // pass it, and PostgreSQL refuses a NUL byte in text with SQLSTATE 22021.
    const refused = { status: 400, code: "VALIDATION_ERROR", message: CATEGORY_MESSAGES.invalidData };
    await expect(
      createCategory(ctx.db, asSuperAdmin(), { name: "Nome\u0000nulo", description: null }),
    ).rejects.toMatchObject(refused);
    const stored = await newCategory(`Válida ${Date.now()}`);
    await expect(
      updateCategory(ctx.db, asSuperAdmin(), stored.id, { name: stored.name, description: "com \u0000 no meio" }),
    ).rejects.toMatchObject(refused);
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, stored.id));
    expect(row?.description).toBeNull();
  });

  it("lists by name with search and 10 per page", async () => {
    for (let i = 1; i <= 12; i++) await newCategory(`Lista ${String(i).padStart(2, "0")}`);
    const page1 = (await call("GET", "/api/categories?search=lista")).json();
    expect(page1.total).toBe(12);
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({ name: "Lista 01", description: null, accountCount: 0 });
    const page2 = (await call("GET", "/api/categories?search=lista&page=2")).json();
    expect(page2.items.map((c: { name: string }) => c.name)).toEqual(["Lista 11", "Lista 12"]);
    expect((await call("GET", "/api/categories?search=_")).json().total).toBe(0);
  });
});

describe("category ↔ corporate account links", () => {
  it("lists active accounts by name (not the system account) and replaces the links on save", async () => {
    const cat = await newCategory("Vinculada");
    const initial = (await call("GET", `/api/categories/${cat.id}/accounts`)).json().accounts as Array<{
      id: string;
      name: string;
      linked: boolean;
    }>;
    expect(initial.map((a) => a.name)).toEqual(["Alfa", "Beta"]);
    expect(initial.every((a) => !a.linked)).toBe(true);
    expect(initial.some((a) => a.id === SYSTEM_ACCOUNT_ID || a.id === inactive)).toBe(false);

    expect(
      (await call("PUT", `/api/categories/${cat.id}/accounts`, { accountIds: [accountA, accountB] })).statusCode,
    ).toBe(200);
    expect((await call("GET", "/api/categories?search=Vinculada")).json().items[0].accountCount).toBe(2);
    expect((await call("PUT", `/api/categories/${cat.id}/accounts`, { accountIds: [accountB] })).statusCode).toBe(200);
    const after = (await call("GET", `/api/categories/${cat.id}/accounts`)).json().accounts;
    expect(after).toEqual([
      { id: accountA, name: "Alfa", linked: false },
      { id: accountB, name: "Beta", linked: true },
    ]);
    const available: unknown = await ctx.db.execute(
      sql`select name from get_available_categories_for_account(${accountB})`,
    );
    const names = (
      available && typeof available === "object" && "rows" in available ? available.rows : available
    ) as Array<{ name: string }>;
    expect(names.map((r) => r.name)).toContain("Vinculada");
  });

  it("refuses inactive, unknown and system accounts and keeps links to inactive accounts", async () => {
    const cat = await newCategory("Com inativa");
    await ctx.db.insert(categoryCorporateAccounts).values({ categoryId: cat.id, corporateAccountId: inactive });
    for (const id of [inactive, SYSTEM_ACCOUNT_ID, crypto.randomUUID()]) {
      const res = await call("PUT", `/api/categories/${cat.id}/accounts`, { accountIds: [id] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(CATEGORY_MESSAGES.invalidAccounts);
    }
    expect((await call("PUT", `/api/categories/${cat.id}/accounts`, { accountIds: [] })).statusCode).toBe(200);
    const links = await ctx.db
      .select()
      .from(categoryCorporateAccounts)
      .where(eq(categoryCorporateAccounts.categoryId, cat.id));
    expect(links.map((l) => l.corporateAccountId)).toEqual([inactive]);
    expect((await call("GET", `/api/categories/${crypto.randomUUID()}/accounts`)).statusCode).toBe(404);
  });

  it("refuses (409) linking an account beyond its plan's max_categories_allowed, changing nothing", async () => {
    const plan = await createPlan(ctx.db, "Plano Uma Categoria", { max_categories_allowed: 1 });
    const limited = await createCorporateAccount(ctx.db, "Limitada", plan);
    const first = await newCategory("Primeira da Limitada");
    const second = await newCategory("Segunda da Limitada");
    expect((await call("PUT", `/api/categories/${first.id}/accounts`, { accountIds: [limited] })).statusCode).toBe(200);

    const res = await call("PUT", `/api/categories/${second.id}/accounts`, { accountIds: [accountA, limited] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: "PLAN_LIMIT_REACHED",
      message: categoryLimitMessage("Plano Uma Categoria", 1, "Limitada"),
    });
    expect(res.json().error.message).toBe(
      "Limite do plano atingido: a conta Limitada (Plano Uma Categoria) permite no máximo 1 categoria.",
    );
    const links = await ctx.db
      .select()
      .from(categoryCorporateAccounts)
      .where(eq(categoryCorporateAccounts.categoryId, second.id));
    expect(links).toEqual([]);

    // Saving a category the account already has is not a new link; accounts without a plan have no limit.
    expect((await call("PUT", `/api/categories/${first.id}/accounts`, { accountIds: [limited] })).statusCode).toBe(200);
    expect((await call("PUT", `/api/categories/${second.id}/accounts`, { accountIds: [accountA] })).statusCode).toBe(
      200,
    );
  });
});
