import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "../../src/domain/documents/documents";
import { TEMPLATE_MESSAGES } from "../../src/domain/templates/templates";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { createCategory } from "../templates/fixtures";

/** Issue 21: a variable completes the documents' titles (16); money variables in centavos (12). */
let ctx: TestContext;
let a: CorporateUsers;
let categoryId: string;

const VARIABLES = [
  { key: "cidade", label: "Cidade", type: "select", required: false, options: ["Recife", "Natal"] },
  { key: "cliente", label: "Cliente", type: "text", required: true, options: [] },
  { key: "valor", label: "Valor", type: "money", required: true, options: [] },
];
const form = (over: Record<string, unknown> = {}) => ({
  title: "Contrato de Prestação de Serviços",
  categoryId,
  templateContent: "<p>Cliente {{cliente}} em {{cidade}} paga {{valor}}</p>",
  variablesSchema: VARIABLES,
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  const { accountA } = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, accountA);
  categoryId = await createCategory(ctx.db, [accountA], "Serviços");
});
afterAll(() => ctx.close());

const post = (url: string, payload: Record<string, unknown>) =>
  api(ctx, { method: "POST", url, cookie: a.admin.cookie, payload });
const newDoc = async (templateId: string, values: Record<string, unknown>) => {
  const res = await post("/api/documents", { templateId, values, status: "draft" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string; finalContent: string };
};
const DATE = /\d{2}\/\d{2}\/\d{4}$/;

describe("the variable that completes a document's title", () => {
  it("defaults to the first required text variable, and follows an edit of its value", async () => {
    const t = await post("/api/templates", form());
    expect(t.statusCode, t.body).toBe(201);
    expect(t.json().titleVariableKey).toBeNull();
    const doc = await newDoc(t.json().id, { cliente: "Mariana Duarte", valor: 250050 });
    expect(doc.title).toMatch(/^Contrato de Prestação de Serviços — Mariana Duarte - /);
    expect(doc.title).toMatch(DATE);
    const put = await api(ctx, {
      method: "PUT",
      url: `/api/documents/${doc.id}`,
      cookie: a.admin.cookie,
      payload: { values: { cliente: "Rafael Lima", valor: 250050 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().title).toMatch(/— Rafael Lima - /);
    const list = await api(ctx, { method: "GET", url: "/api/documents?title=Rafael", cookie: a.admin.cookie });
    expect(list.json().items.map((d: { title: string }) => d.title)).toEqual([put.json().title]);
  });

  it("uses the variable the author picked", async () => {
    const t = await post("/api/templates", form({ title: "Locação", titleVariableKey: "cidade" }));
    expect(t.statusCode, t.body).toBe(201);
    const detail = await api(ctx, { method: "GET", url: `/api/templates/${t.json().id}`, cookie: a.admin.cookie });
    expect(detail.json().titleVariableKey).toBe("cidade");
    const doc = await newDoc(t.json().id, { cliente: "Mariana Duarte", cidade: "Recife", valor: 100 });
    expect(doc.title).toMatch(/^Locação — Recife - /);
  });

  it("refuses a key that is not one of the template's variables, storing nothing", async () => {
    const textOnly = VARIABLES.filter((v) => v.type !== "money");
    const res = await post(
      "/api/templates",
      form({ title: "Inválido", titleVariableKey: "inexistente", variablesSchema: textOnly }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.titleVariableKey).toBe(TEMPLATE_MESSAGES.titleVariableInvalid);
    const rows = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.title, "Inválido"));
    expect(rows).toHaveLength(0);
  });
});

describe("money variables", () => {
  it("stores whole centavos and renders reais with two decimals", async () => {
    const t = await post("/api/templates", form({ title: "Valores" }));
    const doc = await newDoc(t.json().id, { cliente: "Ana", valor: 250000 });
    expect(doc.finalContent).toContain("paga R$ 2.500,00");
    const [row] = await ctx.db.select().from(generatedDocuments).where(eq(generatedDocuments.id, doc.id));
    expect(row?.filledVariables).toMatchObject({ valor: 250000 });
  });

  it("refuses a sum that is not whole centavos with a clear message, creating nothing", async () => {
    const t = await post("/api/templates", form({ title: "Valores recusados" }));
    expect(t.statusCode, t.body).toBe(201);
    const before = (await ctx.db.select().from(generatedDocuments)).length;
    for (const valor of ["2.500,00", 2500.5, "1e3"]) {
      const res = await post("/api/documents", {
        templateId: t.json().id,
        values: { cliente: "Ana", valor },
        status: "draft",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.fieldErrors["values.valor"]).toBe(DOCUMENT_MESSAGES.moneyInvalid);
    }
    expect((await ctx.db.select().from(generatedDocuments)).length).toBe(before);
  });
});
