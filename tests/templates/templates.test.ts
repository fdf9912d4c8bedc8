import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATE_MESSAGES } from "../../src/domain/templates/templates";
import { categoryCorporateAccounts } from "../../src/server/db/tables/categories";
import { documentTemplates } from "../../src/server/db/tables/templates";
import {
  api,
  createCorporateAccount,
  createPlan,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";
import { createTwoTenants } from "../helpers/fixtures";
import { createCategory, expectInert, insertHeaderFooter, PNG_1PX, XSS_PAYLOADS } from "./fixtures";

let ctx: TestContext;
let accountA: string;
let accountB: string;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let catA: string;
let catB: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ accountA, accountB, adminA, adminB, superAdmin } = await createTwoTenants(ctx));
  catA = await createCategory(ctx.db, [accountA], "Contratos A");
  catB = await createCategory(ctx.db, [accountB], "Contratos B");
});
afterAll(() => ctx.close());

const form = (over: Record<string, unknown> = {}) => ({
  title: "Contrato de Prestação",
  categoryId: catA,
  templateContent: "<p>Contratante: {{nome}}</p>",
  variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true }],
  ...over,
});

async function create(user: TestUser, over: Record<string, unknown> = {}) {
  const res = await api(ctx, { method: "POST", url: "/api/templates", cookie: user.cookie, payload: form(over) });
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; [k: string]: unknown };
}

describe("access", () => {
  it("answers 401 without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/templates"],
      ["POST", "/api/templates"],
      ["GET", "/api/templates/options"],
      ["GET", "/api/templates/0f8fad5b-d9cb-469f-a165-70867728950e"],
    ] as const) {
      const res = await api(ctx, { method, url, payload: method === "POST" ? form() : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 403 to supervisors and standard users", async () => {
    const t = await create(adminA);
    for (const role of ["supervisor_user", "standard_user"] as const) {
      const user = await createSignedInUser(ctx, role, { accountId: accountA });
      const calls = [
        api(ctx, { method: "GET", url: "/api/templates", cookie: user.cookie }),
        api(ctx, { method: "GET", url: `/api/templates/${t.id}`, cookie: user.cookie }),
        api(ctx, { method: "POST", url: "/api/templates", cookie: user.cookie, payload: form() }),
        api(ctx, { method: "PUT", url: `/api/templates/${t.id}`, cookie: user.cookie, payload: form() }),
        api(ctx, {
          method: "PATCH",
          url: `/api/templates/${t.id}/status`,
          cookie: user.cookie,
          payload: { isActive: false },
        }),
        api(ctx, { method: "DELETE", url: `/api/templates/${t.id}`, cookie: user.cookie }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    }
  });
});

describe("create", () => {
  it("creates a corporate template for a corporate admin (active, in their account)", async () => {
    const t = await create(adminA, { isActive: false });
    expect(t).toMatchObject({
      title: "Contrato de Prestação",
      isActive: true,
      category: { id: catA, name: "Contratos A" },
      corporateAccount: { id: accountA, name: "Empresa A" },
      variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
      canEdit: true,
    });
    const [row] = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.id, t.id));
    expect(row?.createdByUserId).toBe(adminA.userId);
    expect(row?.corporateAccountId).toBe(accountA);
  });

  it("creates a global template for a super admin, with any category", async () => {
    const t = await create(superAdmin, { categoryId: catB });
    expect(t.corporateAccount).toBeNull();
    const [row] = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.id, t.id));
    expect(row?.corporateAccountId).toBeNull();
  });

  it("answers every validation message of spec 2 §5 under its field", async () => {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/templates",
      cookie: adminA.cookie,
      payload: {
        title: "  ",
        categoryId: "",
        templateContent: "<p><br></p>",
        variablesSchema: [
          { key: "", label: "", type: "text" },
          { key: "cpf", label: "CPF", type: "cpf" },
          { key: "cpf", label: "Outro", type: "text" },
          { key: "uf", label: "Estado", type: "select", options: ["", "   "] },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      title: "Título é obrigatório",
      categoryId: "Categoria é obrigatória",
      templateContent: "Conteúdo do template é obrigatório",
      "variablesSchema.0.key": "Chave da variável 1 é obrigatória",
      "variablesSchema.0.label": "Label da variável 1 é obrigatório",
      "variablesSchema.2.key": 'A chave "cpf" está duplicada',
      "variablesSchema.3.options": 'Variável "Estado" do tipo "Lista de Opções" deve ter pelo menos uma opção',
    });
  });

  it("refuses a category not linked to the corporate admin's account", async () => {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/templates",
      cookie: adminA.cookie,
      payload: form({ categoryId: catB }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({ categoryId: TEMPLATE_MESSAGES.categoryUnavailable });
  });

  it("stores select options without blank lines and drops options of other types", async () => {
    const t = await create(adminA, {
      variablesSchema: [
        { key: "uf", label: "UF", type: "select", options: [" SP ", "", "RJ", "  "] },
        { key: "obs", label: "Obs", type: "textarea", options: ["x"] },
      ],
    });
    expect(t.variablesSchema).toEqual([
      { key: "uf", label: "UF", type: "select", required: false, options: ["SP", "RJ"] },
      { key: "obs", label: "Obs", type: "textarea", required: false, options: [] },
    ]);
  });

  it("accepts the ten variable types", async () => {
    const types = ["text", "number", "date", "boolean", "select", "textarea", "cpf", "cnpj", "email", "phone"];
    const t = await create(adminA, {
      variablesSchema: types.map((type) => ({
        key: `v_${type}`,
        label: type,
        type,
        options: type === "select" ? ["A"] : [],
      })),
    });
    expect((t.variablesSchema as unknown[]).length).toBe(10);
  });

  it("sanitizes the body: no script survives, placeholders and formats do", async () => {
    const t = await create(adminA, {
      templateContent: `<h1 class="ql-align-center">Título {{nome}}</h1>${XSS_PAYLOADS.join("")}<p><strong>ok</strong> <a href="https://exemplo.com.br">link</a></p>`,
    });
    const html = t.templateContent as string;
    expectInert(html);
    expect(html).toContain('<h1 class="ql-align-center">Título {{nome}}</h1>');
    expect(html).toContain('<a href="https://exemplo.com.br" target="_blank" rel="noopener noreferrer">link</a>');
  });

  it("keeps inline raster images and refuses a body that is only scripts", async () => {
    const t = await create(adminA, { templateContent: '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>' });
    expect(t.templateContent).toContain("data:image/png;base64");
    const res = await api(ctx, {
      method: "POST",
      url: "/api/templates",
      cookie: adminA.cookie,
      payload: form({ templateContent: "<script>alert(1)</script>" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({ templateContent: TEMPLATE_MESSAGES.contentRequired });
  });
});

describe("headers and footers of a template", () => {
  it("accepts global and own active ones of the right type and refuses the others", async () => {
    const globalHeader = await insertHeaderFooter(ctx.db, { type: "header" });
    const ownFooter = await insertHeaderFooter(ctx.db, { type: "footer", accountId: accountA });
    const otherHeader = await insertHeaderFooter(ctx.db, { type: "header", accountId: accountB });
    const inactive = await insertHeaderFooter(ctx.db, { type: "header", accountId: accountA, isActive: false });
    const t = await create(adminA, { defaultHeaderId: globalHeader, defaultFooterId: ownFooter });
    expect(t).toMatchObject({
      defaultHeaderId: globalHeader,
      defaultFooterId: ownFooter,
      defaultHeader: { id: globalHeader, type: "header", layoutType: "text-only" },
    });
    for (const [field, id] of [
      ["defaultHeaderId", otherHeader],
      ["defaultHeaderId", inactive],
      ["defaultHeaderId", ownFooter],
      ["defaultFooterId", globalHeader],
    ] as const) {
      const res = await api(ctx, {
        method: "POST",
        url: "/api/templates",
        cookie: adminA.cookie,
        payload: form({ [field]: id }),
      });
      expect(res.statusCode, `${field} ${id}`).toBe(400);
      expect(Object.keys(res.json().error.details.fieldErrors)).toEqual([field]);
    }
  });

  it("never shows a referenced header/footer outside the reader's scope", async () => {
    const otherHeader = await insertHeaderFooter(ctx.db, { type: "header", accountId: accountB, name: "Cabeçalho B" });
    const otherFooter = await insertHeaderFooter(ctx.db, { type: "footer", accountId: accountB, name: "Rodapé B" });
    const t = await create(adminA);
    // A stale or forged reference (the API refuses it on save) must not leak account B's block.
    await ctx.db
      .update(documentTemplates)
      .set({ defaultHeaderId: otherHeader, defaultFooterId: otherFooter })
      .where(eq(documentTemplates.id, t.id));
    const res = await api(ctx, { method: "GET", url: `/api/templates/${t.id}`, cookie: adminA.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ defaultHeader: null, defaultFooter: null });
    const asSuper = await api(ctx, { method: "GET", url: `/api/templates/${t.id}`, cookie: superAdmin.cookie });
    expect(asSuper.json()).toMatchObject({ defaultHeader: { id: otherHeader }, defaultFooter: { id: otherFooter } });
  });

  it("the form options: the account's categories and active headers/footers in scope", async () => {
    const res = await api(ctx, { method: "GET", url: "/api/templates/options", cookie: adminA.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categories.map((c: { id: string }) => c.id)).toEqual([catA]);
    for (const h of [...body.headers, ...body.footers]) expect([null, accountA]).toContain(h.corporateAccountId);
    const all = await api(ctx, { method: "GET", url: "/api/templates/options", cookie: superAdmin.cookie });
    const ids = all.json().categories.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([catA, catB]));
    const names = all.json().categories.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });
});

describe("tenant isolation", () => {
  it("a corporate admin never reads, edits, toggles or deletes another account's template", async () => {
    const t = await create(adminA);
    const calls = [
      api(ctx, { method: "GET", url: `/api/templates/${t.id}`, cookie: adminB.cookie }),
      api(ctx, {
        method: "PUT",
        url: `/api/templates/${t.id}`,
        cookie: adminB.cookie,
        payload: form({ categoryId: catB, title: "Roubado" }),
      }),
      api(ctx, {
        method: "PATCH",
        url: `/api/templates/${t.id}/status`,
        cookie: adminB.cookie,
        payload: { isActive: false },
      }),
      api(ctx, { method: "DELETE", url: `/api/templates/${t.id}`, cookie: adminB.cookie }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(TEMPLATE_MESSAGES.notFound);
    }
    const [row] = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.id, t.id));
    expect(row).toMatchObject({ title: "Contrato de Prestação", isActive: true });
    const list = await api(ctx, { method: "GET", url: "/api/templates?status=all", cookie: adminB.cookie });
    expect(list.json().items.map((i: { id: string }) => i.id)).not.toContain(t.id);
  });

  it("global templates are visible to corporate admins but read-only", async () => {
    const g = await create(superAdmin);
    const get = await api(ctx, { method: "GET", url: `/api/templates/${g.id}`, cookie: adminA.cookie });
    expect(get.statusCode).toBe(200);
    expect(get.json().canEdit).toBe(false);
    const calls = [
      api(ctx, { method: "PUT", url: `/api/templates/${g.id}`, cookie: adminA.cookie, payload: form() }),
      api(ctx, {
        method: "PATCH",
        url: `/api/templates/${g.id}/status`,
        cookie: adminA.cookie,
        payload: { isActive: false },
      }),
      api(ctx, { method: "DELETE", url: `/api/templates/${g.id}`, cookie: adminA.cookie }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(TEMPLATE_MESSAGES.globalReadOnly);
    }
  });

  it("a super admin reads and edits any account's template, which keeps its account", async () => {
    const t = await create(adminA);
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/templates/${t.id}`,
      cookie: superAdmin.cookie,
      payload: form({ title: "Revisado pelo super admin", categoryId: catB }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Revisado pelo super admin", corporateAccount: { id: accountA } });
  });
});

describe("update, status and delete", () => {
  it("updates the fields, the active flag included", async () => {
    const t = await create(adminA);
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/templates/${t.id}`,
      cookie: adminA.cookie,
      payload: form({
        title: "Novo título",
        isActive: false,
        templateContent: "<p>{{a}} {{b}}</p>",
        variablesSchema: [],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "Novo título",
      isActive: false,
      variablesSchema: [],
      templateContent: "<p>{{a}} {{b}}</p>",
    });
  });

  it("validates on update too", async () => {
    const t = await create(adminA);
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/templates/${t.id}`,
      cookie: adminA.cookie,
      payload: form({ title: "" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({ title: "Título é obrigatório" });
  });

  it("keeps a category the account no longer has when it is not changed", async () => {
    const cat = await createCategory(ctx.db, [accountA]);
    const t = await create(adminA, { categoryId: cat });
    await ctx.db.delete(categoryCorporateAccounts).where(eq(categoryCorporateAccounts.categoryId, cat));
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/templates/${t.id}`,
      cookie: adminA.cookie,
      payload: form({ categoryId: cat, title: "X" }),
    });
    expect(res.statusCode).toBe(200);
  });

  it("toggles the status", async () => {
    const t = await create(adminA);
    const off = await api(ctx, {
      method: "PATCH",
      url: `/api/templates/${t.id}/status`,
      cookie: adminA.cookie,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.id, t.id));
    expect(row?.isActive).toBe(false);
    const bad = await api(ctx, {
      method: "PATCH",
      url: `/api/templates/${t.id}/status`,
      cookie: adminA.cookie,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
  });

  it("deletes permanently", async () => {
    const t = await create(adminA);
    const del = await api(ctx, { method: "DELETE", url: `/api/templates/${t.id}`, cookie: adminA.cookie });
    expect(del.statusCode).toBe(204);
    const get = await api(ctx, { method: "GET", url: `/api/templates/${t.id}`, cookie: adminA.cookie });
    expect(get.statusCode).toBe(404);
    expect(await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.id, t.id))).toHaveLength(0);
  });

  it("answers 400 for an id that is not a UUID", async () => {
    const res = await api(ctx, { method: "GET", url: "/api/templates/abc", cookie: adminA.cookie });
    expect(res.statusCode).toBe(400);
  });
});

describe("list", () => {
  let account: string;
  let admin: TestUser;
  let cat1: string;
  let cat2: string;
  beforeAll(async () => {
    account = await createCorporateAccount(ctx.db, "Empresa Lista");
    admin = await createSignedInUser(ctx, "corporate_admin", { accountId: account });
    cat1 = await createCategory(ctx.db, [account]);
    cat2 = await createCategory(ctx.db, [account]);
    for (let i = 1; i <= 12; i++) {
      await create(admin, {
        title: i % 2 ? `Contrato ${i}` : `Procuração ${i}`,
        categoryId: i <= 6 ? cat1 : cat2,
        variablesSchema: Array.from({ length: i % 3 }, (_, k) => ({ key: `k${k}`, label: `K${k}` })),
      });
    }
  });
  const list = (qs: string, user = admin) =>
    api(ctx, { method: "GET", url: `/api/templates?${qs}`, cookie: user.cookie });
  const ownItems = (items: { corporateAccount: { id: string } | null }[]) =>
    items.filter((i) => i.corporateAccount?.id === account);

  it("pages by 10, newest first, with an exact total and the variable count", async () => {
    const p1 = (await list(`page=1&categoryId=${cat1}`)).json();
    const first = (await list("page=1")).json();
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.items[0].title).toBe("Procuração 12");
    expect(first.items[0].variableCount).toBe(0);
    expect(first.items[0]).toMatchObject({
      category: { id: cat2 },
      corporateAccount: { id: account },
      canEdit: true,
      isActive: true,
    });
    const total = first.total;
    const second = (await list("page=2")).json();
    expect(second.items.length).toBe(Math.min(10, total - 10));
    expect(p1.total).toBe(6);
  });

  it("filters by title (case-insensitive contains), category and status", async () => {
    const byTitle = (await list("title=procura")).json();
    expect(ownItems(byTitle.items)).toHaveLength(6);
    expect(byTitle.items.every((i: { title: string }) => i.title.toLowerCase().includes("procura"))).toBe(true);
    expect((await list(`categoryId=${cat2}`)).json().total).toBe(6);
    const someId = (await list(`title=Contrato 1&categoryId=${cat1}`)).json().items[0].id;
    await api(ctx, {
      method: "PATCH",
      url: `/api/templates/${someId}/status`,
      cookie: admin.cookie,
      payload: { isActive: false },
    });
    const inactive = (await list("status=inactive")).json();
    expect(inactive.items.map((i: { id: string }) => i.id)).toEqual([someId]);
    expect((await list(`status=active&categoryId=${cat1}`)).json().total).toBe(5);
    expect((await list("title=%25")).json().total).toBe(0);
  });

  it("shows global templates to corporate admins, read-only, and everything to super admins", async () => {
    const g = await create(superAdmin, { title: "Global da plataforma" });
    const mine = (await list("title=Global da plataforma")).json();
    expect(mine.items).toEqual([expect.objectContaining({ id: g.id, corporateAccount: null, canEdit: false })]);
    const all = (await list(`categoryId=${cat1}`, superAdmin)).json();
    expect(all.total).toBe(6);
    expect(all.items[0].canEdit).toBe(true);
  });

  it("refuses bad filters with 400", async () => {
    expect((await list("status=talvez")).statusCode).toBe(400);
    expect((await list("page=0")).statusCode).toBe(400);
    expect((await list("categoryId=xyz")).statusCode).toBe(400);
  });
});

describe("plan limit", () => {
  it("refuses a template beyond the plan's max_templates_allowed, also under concurrent requests", async () => {
    const plan = await createPlan(ctx.db, `Plano 2 modelos ${Date.now()}`, { max_templates_allowed: 2 });
    const account = await createCorporateAccount(ctx.db, "Empresa Limitada", plan);
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId: account });
    const cat = await createCategory(ctx.db, [account]);
    await create(admin, { categoryId: cat });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        api(ctx, { method: "POST", url: "/api/templates", cookie: admin.cookie, payload: form({ categoryId: cat }) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().error).toMatchObject({
      code: "PLAN_LIMIT_REACHED",
      message: TEMPLATE_MESSAGES.planLimit(2),
    });
    const rows = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.corporateAccountId, account));
    expect(rows).toHaveLength(2);
    // Global templates of a super admin are not limited by any plan.
    expect(
      (await api(ctx, { method: "POST", url: "/api/templates", cookie: superAdmin.cookie, payload: form() }))
        .statusCode,
    ).toBe(201);
  });

  it("a corporate admin without an account cannot create", async () => {
    const orphan = await createSignedInUser(ctx, "corporate_admin", { accountId: null });
    const res = await api(ctx, { method: "POST", url: "/api/templates", cookie: orphan.cookie, payload: form() });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(TEMPLATE_MESSAGES.noAccount);
  });
});

describe("images in the template body follow the header/footer rule", () => {
  async function uploaded(user: TestUser): Promise<string> {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/files/images",
      cookie: user.cookie,
      headers: { "content-type": "image/png" },
      payload: PNG_1PX,
    });
    if (res.statusCode !== 201) throw new Error(`upload failed ${res.statusCode} ${res.body}`);
    return res.json().url;
  }
  const body = (src: string) => `<p>Contratante: {{nome}}</p><p><img src="${src}"></p>`;

  it("refuses another tenant's (or an unknown) stored image, relative or behind any host, and stores nothing", async () => {
    const ofB = await uploaded(adminB);
    const idOfB = ofB.split("/").at(-1) as string;
    const before = await ctx.db.select().from(documentTemplates);
    for (const src of [
      ofB,
      ofB.toUpperCase().replace("/API/FILES/", "/api/files/"),
      `http://localhost:3000${ofB}`,
      `https://outro.example/api/%66iles/${idOfB}`,
      "/api/files/0f8fad5b-d9cb-469f-a165-70867728950e",
    ]) {
      const res = await api(ctx, {
        method: "POST",
        url: "/api/templates",
        cookie: adminA.cookie,
        payload: form({ templateContent: body(src) }),
      });
      expect(res.statusCode, src).toBe(400);
      expect(res.json().error.details.fieldErrors, src).toEqual({ templateContent: TEMPLATE_MESSAGES.imageInvalid });
    }
    expect(await ctx.db.select().from(documentTemplates)).toEqual(before);
  });

  it("accepts the account's own and global images; refuses moving another tenant's image in on edit", async () => {
    const ofA = await uploaded(adminA);
    const ofB = await uploaded(adminB);
    const global = await uploaded(superAdmin);
    const t = await create(adminA, { templateContent: body(ofA) + body(global) });
    const edit = await api(ctx, {
      method: "PUT",
      url: `/api/templates/${t.id}`,
      cookie: adminA.cookie,
      payload: { ...form({ templateContent: body(ofB) }), isActive: true },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.details.fieldErrors).toEqual({ templateContent: TEMPLATE_MESSAGES.imageInvalid });
    const [row] = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.id, t.id));
    expect(row?.templateContent).toContain(ofA);
    expect(row?.templateContent).not.toContain(ofB);
  });

  it("a global template (super admin) may embed global images only: every tenant sees it", async () => {
    const ofA = await uploaded(adminA);
    const global = await uploaded(superAdmin);
    const res = await api(ctx, {
      method: "POST",
      url: "/api/templates",
      cookie: superAdmin.cookie,
      payload: form({ templateContent: body(ofA) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({ templateContent: TEMPLATE_MESSAGES.imageInvalid });
    await create(superAdmin, { templateContent: body(global) });
  });
});
