import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORMATTER_MESSAGES } from "../../src/domain/templates/formatters";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { poppler, testChromium } from "../pdf/poppler";
import { createCategory } from "../templates/fixtures";

/** Issue 24, written-out values: a template saved through the API with {{valor|extenso}}, to the PDF. */
let ctx: TestContext;
let a: CorporateUsers;
let categoryId: string;

const VARIABLES = [
  { key: "cliente", label: "Cliente", type: "text", required: true, options: [] },
  { key: "valor", label: "Valor", type: "money", required: true, options: [] },
  { key: "parcela", label: "Parcela", type: "number", required: true, options: [] },
  { key: "inicio", label: "Início", type: "date", required: true, options: [] },
];
const template = (title: string, templateContent: string) => ({
  title,
  categoryId,
  templateContent,
  variablesSchema: VARIABLES,
});
const post = (url: string, payload: Record<string, unknown>) =>
  api(ctx, { method: "POST", url, cookie: a.admin.cookie, payload });

/** A template saved through the API with `content`, then a document finalized from it with `values`. */
async function finalizedFrom(title: string, content: string, values: Record<string, unknown>) {
  const t = await post("/api/templates", template(title, content));
  expect(t.statusCode, t.body).toBe(201);
  const created = await post("/api/documents", { templateId: t.json().id, values, status: "finalized" });
  expect(created.statusCode, created.body).toBe(201);
  return created;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { accountA } = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, accountA);
  categoryId = await createCategory(ctx.db, [accountA], "Serviços");
}, 60_000);
afterAll(() => ctx.close());

describe("written-out values in a saved template", () => {
  it("stores the document with the amount, ordinal and date written out; the PDF text shows them", async () => {
    const created = await finalizedFrom(
      "Prestação de Serviços",
      "<p>{{cliente|maiusculas}} pagará {{valor}} ({{valor|extenso}}) na {{parcela|ordinal_extenso_f}} parcela, a partir de {{inicio|extenso}}.</p>",
      { cliente: "Ana <b>Souza</b>", valor: 150000, parcela: 1, inicio: "2026-03-15" },
    );
    const expected =
      "ANA &lt;B&gt;SOUZA&lt;/B&gt; pagará R$ 1.500,00 (mil e quinhentos reais) na primeira parcela, a partir de 15 de março de 2026.";
    expect(created.json().finalContent).toContain(expected);
    const [row] = await ctx.db.select().from(generatedDocuments).where(eq(generatedDocuments.id, created.json().id));
    expect(row?.finalContent).toContain(expected);

    if (!testChromium) return;
    const pdf = await api(ctx, {
      method: "GET",
      url: `/api/documents/${created.json().id}/pdf`,
      cookie: a.admin.cookie,
    });
    expect(pdf.statusCode).toBe(200);
    const text = poppler("pdftotext", pdf.rawPayload).replace(/\s+/g, " ");
    expect(text).toContain("R$ 1.500,00 (mil e quinhentos reais)");
    expect(text).toContain("ANA <B>SOUZA</B> pagará");
    expect(text).toContain("primeira parcela, a partir de 15 de março de 2026");
  }, 60_000);

  it("reads a number typed with dots between thousands as the form asks: 12.500 is twelve thousand five hundred", async () => {
    const created = await finalizedFrom(
      "Área",
      // 12.500 > 100 only when read as twelve thousand five hundred (the old reading gave 12,5).
      "<p>Área de {{parcela}} m² ({{parcela|extenso}}){{#se parcela &gt; 100}}, acima do limite{{/se}}.</p>",
      { cliente: "Ana", valor: 100, parcela: "12.500", inicio: "2026-03-15" },
    );
    expect(created.json().finalContent).toContain("Área de 12.500 m² (doze mil e quinhentos), acima do limite.");
  });

  it("refuses an unknown formatter on save, naming it, and stores nothing", async () => {
    const res = await post("/api/templates", template("Com erro", "<p>{{valor|porextenso}}</p>"));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.templateContent).toBe(
      FORMATTER_MESSAGES.unknown("porextenso", "{{valor|porextenso}}"),
    );
    const rows = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.title, "Com erro"));
    expect(rows).toHaveLength(0);
  });

  it("refuses on update a formatter that does not fit the variable, leaving the template as it was", async () => {
    const t = await post("/api/templates", template("Atualizado", "<p>{{valor|extenso}}</p>"));
    expect(t.statusCode, t.body).toBe(201);
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/templates/${t.json().id}`,
      cookie: a.admin.cookie,
      payload: template("Atualizado", "<p>{{cliente|extenso}}</p>"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.templateContent).toBe(
      FORMATTER_MESSAGES.notForType("extenso", "cliente", "Texto"),
    );
    const [row] = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.id, t.json().id));
    expect(row?.templateContent).toBe("<p>{{valor|extenso}}</p>");
  });
});
