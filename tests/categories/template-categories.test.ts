import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  createCorporateAccount,
  createPlan,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";
import { createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { createCategory } from "../templates/fixtures";

/**
 * Issue 48 point 4: a corporate admin makes its own categories from the template form
 * (POST /api/template-categories); the account's own are seen by it only, beside the super admin's
 * categories linked to it.
 */
let ctx: TestContext;
let accountA: string;
let accountB: string;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
const URL = "/api/template-categories";

beforeAll(async () => {
  ctx = await createTestContext();
  ({ accountA, accountB, adminA, adminB, superAdmin } = await createTwoTenants(ctx));
});
afterAll(() => ctx.close());

const newCategory = (user: TestUser | null, name: unknown) =>
  api(ctx, { method: "POST", url: URL, cookie: user?.cookie, payload: { name } });
const options = async (user: TestUser) => {
  const res = await api(ctx, { method: "GET", url: "/api/templates/options", cookie: user.cookie });
  expect(res.statusCode).toBe(200);
  return (res.json().categories as Array<{ name: string }>).map((c) => c.name);
};
const newTemplate = (user: TestUser, categoryId: string) =>
  api(ctx, {
    method: "POST",
    url: "/api/templates",
    cookie: user.cookie,
    payload: {
      title: "Contrato de Locação",
      categoryId,
      templateContent: "<p>Locatário: {{nome}}</p>",
      variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true }],
    },
  });

describe("POST /api/template-categories", () => {
  it("answers 401 without a session and 403 to supervisors and standard users, creating nothing", async () => {
    expect((await newCategory(null, "Anônima")).statusCode).toBe(401);
    const { supervisor, standard } = await signInCorporateRoles(ctx, accountA);
    for (const user of [supervisor, standard]) {
      const res = await newCategory(user, "Sem permissão");
      expect(res.statusCode).toBe(403);
    }
    expect(await options(adminA)).toEqual([]);
  });

  it("gives a corporate admin its own category, usable at once by its templates and seen by no other account", async () => {
    const created = await newCategory(adminA, "  Locação  ");
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), name: "Locação" });
    expect(await options(adminA)).toEqual(["Locação"]);
    expect((await newTemplate(adminA, created.json().id)).statusCode).toBe(201);

    // Another account neither sees it nor may use it.
    expect(await options(adminB)).toEqual([]);
    const foreign = await newTemplate(adminB, created.json().id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fieldErrors.categoryId).toBe("Categoria não disponível para esta conta");
    // Nor is it the platform's: the super admin's categories screen and links do not offer it.
    const list = await api(ctx, { method: "GET", url: "/api/categories", cookie: superAdmin.cookie });
    expect(list.json().items.map((c: { name: string }) => c.name)).not.toContain("Locação");
    const link = await api(ctx, {
      method: "PUT",
      url: `/api/categories/${created.json().id}/accounts`,
      cookie: superAdmin.cookie,
      payload: { accountIds: [accountB] },
    });
    expect(link.statusCode).toBe(404);
    expect(await options(adminB)).toEqual([]);
  });

  it("refuses a name the account already uses (any case) and an empty one; another account may use it", async () => {
    const again = await newCategory(adminA, "LOCAÇÃO");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Já existe uma categoria com este nome");
    const empty = await newCategory(adminA, " ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fieldErrors.name).toBe("Nome da categoria é obrigatório");
    expect(await options(adminA)).toEqual(["Locação"]);
    expect((await newCategory(adminB, "Locação")).statusCode).toBe(201);
    expect(await options(adminB)).toEqual(["Locação"]);
  });

  it("keeps the super admin's categories linked to the account beside its own", async () => {
    await createCategory(ctx.db, [accountA], "Prestação de Serviços");
    expect(await options(adminA)).toEqual(["Locação", "Prestação de Serviços"]);
    expect(await options(adminB)).toEqual(["Locação"]);
    // A linked one's name is taken for the account too.
    expect((await newCategory(adminA, "prestação de serviços")).statusCode).toBe(409);
  });

  it("counts own categories toward the plan's max_categories_allowed", async () => {
    const plan = await createPlan(ctx.db, "Plano Duas Categorias", { max_categories_allowed: 2 });
    const account = await createCorporateAccount(ctx.db, "Gama", plan);
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId: account });
    await createCategory(ctx.db, [account], "Vinculada");
    expect((await newCategory(admin, "Própria")).statusCode).toBe(201);
    const over = await newCategory(admin, "Uma a mais");
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(
      "Limite do plano atingido: o Plano Duas Categorias permite no máximo 2 categorias.",
    );
    expect(await options(admin)).toEqual(["Própria", "Vinculada"]);
  });

  it("makes the super admin's a platform category, as the categories screen does", async () => {
    const created = await newCategory(superAdmin, "Trabalhista");
    expect(created.statusCode).toBe(201);
    const list = await api(ctx, {
      method: "GET",
      url: "/api/categories?search=Trabalhista",
      cookie: superAdmin.cookie,
    });
    expect(list.json().items).toMatchObject([{ name: "Trabalhista", accountCount: 0 }]);
    expect(await options(adminA)).not.toContain("Trabalhista");
  });
});
