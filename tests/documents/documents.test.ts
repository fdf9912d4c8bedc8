import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "../../src/domain/documents/documents";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { PRODUCT_TEXTS, SPEC_TEXTS } from "../helpers/spec-texts";
import { createCategory, insertHeaderFooter } from "../templates/fixtures";

let ctx: TestContext;
let accountA: string;
let accountB: string;
let a: CorporateUsers;
let b: CorporateUsers;
let otherStandardA: TestUser;
let superAdmin: TestUser;
let templateA: string;
let templateB: string;
let templateGlobal: string;
let templateUnlinkedCategory: string;
let headerA: string;

const VARIABLES = [
  { key: "nome", label: "Nome", type: "text", required: true, options: [] },
  { key: "cpf", label: "CPF", type: "cpf", required: true, options: [] },
  { key: "cnpj", label: "CNPJ", type: "cnpj", required: false, options: [] },
  { key: "email", label: "E-mail", type: "email", required: false, options: [] },
  { key: "telefone", label: "Telefone", type: "phone", required: false, options: [] },
  { key: "valor", label: "Valor", type: "number", required: false, options: [] },
  { key: "data", label: "Data", type: "date", required: false, options: [] },
  { key: "aceite", label: "Aceite", type: "boolean", required: true, options: [] },
  { key: "plano", label: "Plano", type: "select", required: false, options: ["Básico", "Pro"] },
];

async function insertTemplate(values: {
  title: string;
  accountId: string | null;
  categoryId: string;
  active?: boolean;
}) {
  const [row] = await ctx.db
    .insert(documentTemplates)
    .values({
      title: values.title,
      categoryId: values.categoryId,
      corporateAccountId: values.accountId,
      isActive: values.active ?? true,
      templateContent:
        "<p>Contratante {{nome}}, CPF {{cpf}}, valor {{valor}}, data {{data}}, aceite {{aceite}}, plano {{plano}}</p>",
      variablesSchema: VARIABLES,
    })
    .returning({ id: documentTemplates.id });
  if (!row) throw new Error("template not created");
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const tenants = await createTwoTenants(ctx);
  ({ accountA, accountB, superAdmin } = tenants);
  a = await signInCorporateRoles(ctx, accountA);
  b = await signInCorporateRoles(ctx, accountB);
  otherStandardA = await createSignedInUser(ctx, "standard_user", { accountId: accountA });
  const catShared = await createCategory(ctx.db, [accountA, accountB], "Contratos");
  const catOnlyB = await createCategory(ctx.db, [accountB], "Só B");
  templateA = await insertTemplate({ title: "Contrato A", accountId: accountA, categoryId: catShared });
  templateB = await insertTemplate({ title: "Contrato B", accountId: accountB, categoryId: catShared });
  templateGlobal = await insertTemplate({ title: "Acordo Global", accountId: null, categoryId: catShared });
  templateUnlinkedCategory = await insertTemplate({ title: "Global Só B", accountId: null, categoryId: catOnlyB });
  await insertTemplate({ title: "Inativo A", accountId: accountA, categoryId: catShared, active: false });
  headerA = await insertHeaderFooter(ctx.db, { type: "header", accountId: accountA, name: "Timbre A" });
});
afterAll(() => ctx.close());

const VALID = {
  nome: "Maria da Silva",
  cpf: "529.982.247-25",
  cnpj: "11.222.333/0001-81",
  email: "maria@exemplo.com.br",
  telefone: "(11) 98765-4321",
  valor: "1234.5",
  data: "2026-03-15",
  aceite: true,
  plano: "Pro",
};

async function createDoc(user: TestUser, over: Record<string, unknown> = {}) {
  const res = await api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie: user.cookie,
    payload: { templateId: templateA, values: VALID, status: "draft", ...over },
  });
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; status: string; finalContent: string; title: string; [k: string]: unknown };
}

describe("template selection", () => {
  it("offers active templates, global or own, in categories available to the account, by title", async () => {
    const res = await api(ctx, { method: "GET", url: "/api/documents/available-templates", cookie: a.standard.cookie });
    expect(res.statusCode).toBe(200);
    const titles = res.json().map((t: { title: string }) => t.title);
    expect(titles).toEqual(["Acordo Global", "Contrato A"]);
    const card = res.json()[1];
    expect(card.variableCount).toBe(VARIABLES.length);
    expect(card.firstFields).toEqual([
      { key: "nome", label: "Nome", required: true },
      { key: "cpf", label: "CPF", required: true },
      { key: "cnpj", label: "CNPJ", required: false },
    ]);
  });

  it("filters by search text and category", async () => {
    const res = await api(ctx, {
      method: "GET",
      url: "/api/documents/available-templates?search=global",
      cookie: a.standard.cookie,
    });
    expect(res.json().map((t: { title: string }) => t.title)).toEqual(["Acordo Global"]);
  });

  it("gives the form data of a usable template and refuses another tenant's or an unavailable category's", async () => {
    const ok = await api(ctx, {
      method: "GET",
      url: `/api/documents/available-templates/${templateA}`,
      cookie: a.standard.cookie,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().variables).toHaveLength(VARIABLES.length);
    for (const id of [templateB, templateUnlinkedCategory]) {
      const res = await api(ctx, {
        method: "GET",
        url: `/api/documents/available-templates/${id}`,
        cookie: a.standard.cookie,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.templateForbidden);
    }
  });

  it("lists categories available to the account and headers/footers in scope", async () => {
    const cats = await api(ctx, {
      method: "GET",
      url: "/api/documents/available-categories",
      cookie: a.standard.cookie,
    });
    expect(cats.json().map((c: { name: string }) => c.name)).toEqual(["Contratos"]);
    const hf = await api(ctx, { method: "GET", url: "/api/documents/header-footers", cookie: a.standard.cookie });
    expect(hf.json().map((h: { id: string }) => h.id)).toContain(headerA);
    const hfB = await api(ctx, { method: "GET", url: "/api/documents/header-footers", cookie: b.standard.cookie });
    expect(hfB.json().map((h: { id: string }) => h.id)).not.toContain(headerA);
  });
});

describe("create", () => {
  it("renders the content on the server and titles it with the template title, the first required text value and the date", async () => {
    const doc = await createDoc(a.standard, { headerId: headerA, finalContent: undefined });
    expect(doc.status).toBe("draft");
    expect(doc.title).toMatch(/^Contrato A — Maria da Silva - \d{2}\/\d{2}\/\d{4}$/);
    expect(doc.finalContent).toContain("Maria da Silva");
    expect(doc.finalContent).toContain("529.982.247-25");
    expect(doc.finalContent).toContain("1.234,5");
    expect(doc.finalContent).toContain("15/03/2026");
    expect(doc.finalContent).toContain("Sim");
    expect(doc.headerHtml).toContain("Empresa");
  });

  it("refuses HTML sent by the browser (unknown body keys)", async () => {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: a.standard.cookie,
      payload: { templateId: templateA, values: VALID, finalContent: "<script>x</script>" },
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [{ cpf: "111.111.111-11" }, "values.cpf", SPEC_TEXTS.cpfInvalid],
    [{ cnpj: "11.222.333/0001-00" }, "values.cnpj", SPEC_TEXTS.cnpjInvalid],
    [{ email: "maria@" }, "values.email", SPEC_TEXTS.emailInvalid],
    [{ telefone: "123" }, "values.telefone", SPEC_TEXTS.phoneInvalid],
    [{ plano: "Enterprise" }, "values.plano", "Opção inválida"],
    [{ inventado: "x" }, "values.inventado", "Campo desconhecido: inventado"],
  ])("refuses invalid values %o", async (over, field, message) => {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: a.standard.cookie,
      payload: { templateId: templateA, values: { ...VALID, ...over }, status: "draft" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors[field]).toBe(message);
  });

  it("accepts the 2026 alphanumeric CNPJ", async () => {
    const doc = await createDoc(a.standard, { values: { ...VALID, cnpj: "12.ABC.345/01DE-35" } });
    expect(doc.filledVariables).toMatchObject({ cnpj: "12.ABC.345/01DE-35" });
  });

  it("lets a draft be incomplete but not a finalized document", async () => {
    const draft = await createDoc(a.standard, { values: {} });
    expect(draft.status).toBe("draft");
    const res = await api(ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: a.standard.cookie,
      payload: { templateId: templateA, values: { aceite: false }, status: "finalized" },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().error.details.fieldErrors;
    expect(errors["values.nome"]).toBe("Nome é obrigatório");
    expect(errors["values.cpf"]).toBe("CPF é obrigatório");
    expect(errors["values.aceite"]).toBe("Aceite é obrigatório");
  });

  it("accepts a global template in a category available to the account", async () => {
    const doc = await createDoc(b.standard, { templateId: templateGlobal });
    expect(doc.template).toEqual({ id: templateGlobal, title: "Acordo Global" });
    expect(doc.title).toMatch(/^Acordo Global — Maria da Silva - /);
  });

  it("refuses another tenant's template and a category not available to the account", async () => {
    for (const templateId of [templateB, templateUnlinkedCategory]) {
      const res = await api(ctx, {
        method: "POST",
        url: "/api/documents",
        cookie: a.standard.cookie,
        payload: { templateId, values: {} },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.templateForbidden);
    }
  });

  it("refuses a header of another account", async () => {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: b.standard.cookie,
      payload: { templateId: templateB, values: {}, headerId: headerA },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.headerId).toBe(DOCUMENT_MESSAGES.headerInvalid);
  });

  it("answers 401 without a session", async () => {
    const res = await api(ctx, { method: "POST", url: "/api/documents", payload: { templateId: templateA } });
    expect(res.statusCode).toBe(401);
  });
});

describe("visibility", () => {
  it("standard users see their own; admins and supervisors their account's; super admin all", async () => {
    const mine = await createDoc(a.standard);
    const theirs = await createDoc(otherStandardA);
    const ofB = await createDoc(b.standard, { templateId: templateB });
    const ids = async (user: TestUser) =>
      (await api(ctx, { method: "GET", url: "/api/documents?page=1", cookie: user.cookie }))
        .json()
        .items.map((d: { id: string }) => d.id);
    const standardIds = await ids(a.standard);
    expect(standardIds).toContain(mine.id);
    expect(standardIds).not.toContain(theirs.id);
    for (const user of [a.admin, a.supervisor]) {
      const list = await ids(user);
      expect(list).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect(list).not.toContain(ofB.id);
    }
    const all = await api(ctx, { method: "GET", url: "/api/documents", cookie: superAdmin.cookie });
    expect(all.json().total).toBeGreaterThanOrEqual(3);
    for (const [user, id] of [
      [a.standard, theirs.id],
      [b.admin, mine.id],
    ] as const) {
      for (const [method, url] of [
        ["GET", `/api/documents/${id}`],
        ["POST", `/api/documents/${id}/finalize`],
        ["DELETE", `/api/documents/${id}`],
        ["GET", `/api/documents/${id}/pdf`],
      ] as const) {
        const res = await api(ctx, { method, url, cookie: user.cookie });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.message).toBe(SPEC_TEXTS.documentNotFound);
      }
    }
  });

  it("filters by title and status, newest first, with the exact total", async () => {
    const user = await createSignedInUser(ctx, "standard_user", { accountId: accountA });
    await createDoc(user);
    const fin = await createDoc(user, { status: "finalized" });
    const res = await api(ctx, { method: "GET", url: "/api/documents?status=finalized", cookie: user.cookie });
    expect(res.json()).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(res.json().items[0].id).toBe(fin.id);
    const byTitle = await api(ctx, { method: "GET", url: "/api/documents?title=contrato%20a", cookie: user.cookie });
    expect(byTitle.json().total).toBe(2);
    expect(byTitle.json().items[0].id).toBe(fin.id);
    const none = await api(ctx, { method: "GET", url: "/api/documents?title=inexistente", cookie: user.cookie });
    expect(none.json().total).toBe(0);
  });
});

describe("edit, finalize, immutability", () => {
  it("edits a draft, finalizes it, then refuses any change with 409", async () => {
    const doc = await createDoc(a.standard);
    const put = await api(ctx, {
      method: "PUT",
      url: `/api/documents/${doc.id}`,
      cookie: a.standard.cookie,
      payload: { values: { ...VALID, nome: "João Souza" } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().finalContent).toContain("João Souza");
    const fin = await api(ctx, { method: "POST", url: `/api/documents/${doc.id}/finalize`, cookie: a.standard.cookie });
    expect(fin.statusCode).toBe(200);
    expect(fin.json().status).toBe("finalized");
    expect(fin.json().contentSha256).toMatch(/^[0-9a-f]{64}$/);
    const frozen = fin.json().finalContent as string;

    const again = await api(ctx, {
      method: "PUT",
      url: `/api/documents/${doc.id}`,
      cookie: a.standard.cookie,
      payload: { values: VALID },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PRODUCT_TEXTS.onlyDraftsEditable);
    const fin2 = await api(ctx, {
      method: "POST",
      url: `/api/documents/${doc.id}/finalize`,
      cookie: a.standard.cookie,
    });
    expect(fin2.statusCode).toBe(409);

    // A later template edit does not change the finalized document.
    await ctx.db
      .update(documentTemplates)
      .set({ templateContent: "<p>Outro texto {{nome}}</p>" })
      .where(eq(documentTemplates.id, templateA));
    const read = await api(ctx, { method: "GET", url: `/api/documents/${doc.id}`, cookie: a.standard.cookie });
    expect(read.json().finalContent).toBe(frozen);
    await ctx.db
      .update(documentTemplates)
      .set({
        templateContent:
          "<p>Contratante {{nome}}, CPF {{cpf}}, valor {{valor}}, data {{data}}, aceite {{aceite}}, plano {{plano}}</p>",
      })
      .where(eq(documentTemplates.id, templateA));
  });

  it("refuses to finalize a draft whose required values are missing", async () => {
    const doc = await createDoc(a.standard, { values: { nome: "Ana" } });
    const res = await api(ctx, { method: "POST", url: `/api/documents/${doc.id}/finalize`, cookie: a.standard.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors["values.cpf"]).toBe("CPF é obrigatório");
  });
});

describe("delete", () => {
  it("lets the owner and an org-wide role of the account delete; refuses an active signature request", async () => {
    const own = await createDoc(a.standard);
    expect(
      (await api(ctx, { method: "DELETE", url: `/api/documents/${own.id}`, cookie: a.standard.cookie })).statusCode,
    ).toBe(204);
    const byAdmin = await createDoc(a.standard);
    expect(
      (await api(ctx, { method: "DELETE", url: `/api/documents/${byAdmin.id}`, cookie: a.supervisor.cookie }))
        .statusCode,
    ).toBe(204);

    const signed = await createDoc(a.standard, { status: "finalized" });
    await ctx.db
      .insert(signatureRequests)
      .values({ documentId: signed.id, corporateAccountId: accountA, status: "sent" });
    const res = await api(ctx, { method: "DELETE", url: `/api/documents/${signed.id}`, cookie: a.standard.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.activeSignature);
    const [still] = await ctx.db.select().from(generatedDocuments).where(eq(generatedDocuments.id, signed.id));
    expect(still).toBeDefined();
  });
});
