import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { pageCount, pageText, poppler, testChromium } from "../pdf/poppler";
import { createCategory, insertHeaderFooter } from "../templates/fixtures";

/** "Baixar PDF" end to end: the platform's Chromium service renders the stored document (no fakes). */
describe.skipIf(!testChromium)("GET /api/documents/:id/pdf with the real PDF service", () => {
  let ctx: TestContext;
  let a: CorporateUsers;
  let docId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const { accountA } = await createTwoTenants(ctx);
    a = await signInCorporateRoles(ctx, accountA);
    const cat = await createCategory(ctx.db, [accountA]);
    const header = await insertHeaderFooter(ctx.db, { type: "header", accountId: accountA });
    const [tpl] = await ctx.db
      .insert(documentTemplates)
      .values({
        title: "Contrato de Locação",
        categoryId: cat,
        corporateAccountId: accountA,
        templateContent:
          "<p>Locatário {{nome}}, CPF {{cpf}}, valor {{valor}}, início {{inicio}}, fiador: {{fiador}}</p>",
        variablesSchema: [
          { key: "nome", label: "Nome", type: "text", required: true, options: [] },
          { key: "cpf", label: "CPF", type: "cpf", required: true, options: [] },
          { key: "valor", label: "Valor", type: "number", required: true, options: [] },
          { key: "inicio", label: "Início", type: "date", required: true, options: [] },
          { key: "fiador", label: "Fiador", type: "boolean", required: false, options: [] },
        ],
      })
      .returning({ id: documentTemplates.id });
    const res = await api(ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: a.standard.cookie,
      payload: {
        templateId: tpl?.id,
        headerId: header,
        status: "finalized",
        values: { nome: "José Álvares", cpf: "529.982.247-25", valor: "1234.5", inicio: "2026-03-01", fiador: true },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    docId = res.json().id;
  }, 60_000);
  afterAll(() => ctx.close());

  it("downloads an A4 PDF whose text holds the filled values in pt-BR and the header", async () => {
    const res = await api(ctx, { method: "GET", url: `/api/documents/${docId}/pdf`, cookie: a.standard.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pageCount(pdf)).toBe(1);
    expect(poppler("pdfinfo", pdf)).toMatch(/Page size:\s+595\.\d+ x 84[12]\.\d+ pts \(A4\)/);
    const text = pageText(pdf, 1).replace(/\s+/g, " ");
    expect(text).toContain("José Álvares");
    expect(text).toContain("529.982.247-25");
    expect(text).toContain("1.234,5");
    expect(text).toContain("01/03/2026");
    expect(text).toContain("Sim");
    expect(text).toContain("Empresa"); // the header block
    expect(text).toContain("Página 1 de 1");
    expect(poppler("pdffonts", pdf)).not.toMatch(/\bno\s+no\b.*\n/); // every font embedded
  });
});
