import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { poppler, testChromium } from "../pdf/poppler";
import { createCategory } from "../templates/fixtures";

/** Issue 24: conditional sections and lists, saved through the API; the server checks what the form checks. */
let ctx: TestContext;
let a: CorporateUsers;
let categoryId: string;
let templateId: string;

const VARIABLES = [
  { key: "pj", label: "Pessoa jurídica", type: "boolean", required: false, options: [] },
  { key: "razao", label: "Razão social", type: "text", required: true, options: [] },
  { key: "cpf", label: "CPF", type: "cpf", required: true, options: [] },
  { key: "multa", label: "Multa", type: "money", required: false, options: [] },
  {
    key: "parcelas",
    label: "Parcelas",
    type: "list",
    required: true,
    options: [],
    minItems: 1,
    maxItems: 12,
    fields: [
      { key: "vencimento", label: "Vencimento", type: "date", required: true, options: [] },
      { key: "valor", label: "Valor", type: "money", required: true, options: [] },
    ],
  },
];
const CONTENT = [
  "<p>{{#se pj}}</p><p>CONTRATANTE: a empresa {{razao|maiusculas}}.</p><p>{{#senão}}</p><p>CONTRATANTE: pessoa física, CPF {{cpf}}.</p><p>{{/se}}</p>",
  "<p>{{#se multa &gt; 0}}</p><p>Multa de {{multa|com_extenso}}.</p><p>{{/se}}</p>",
  "<ol><li>{{#cada parcelas}}</li><li>{{parcelas.indice|ordinal_f}} parcela de {{parcelas.valor}} em {{parcelas.vencimento}}</li><li>{{/cada}}</li></ol>",
  "<p>Total: {{parcelas.soma.valor|com_extenso}} em {{parcelas.quantidade}} parcelas.</p>",
].join("");
const template = (title: string, templateContent: string, variablesSchema: unknown[] = VARIABLES) => ({
  title,
  categoryId,
  templateContent,
  variablesSchema,
});
const call = (method: "POST" | "PUT", url: string, payload: Record<string, unknown>) =>
  api(ctx, { method, url, cookie: a.admin.cookie, payload });
const PARCELAS = [
  { vencimento: "2026-03-15", valor: 50000 },
  { vencimento: "2026-04-15", valor: 100000 },
];

beforeAll(async () => {
  ctx = await createTestContext();
  const { accountA } = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, accountA);
  categoryId = await createCategory(ctx.db, [accountA], "Contratos");
  const t = await call("POST", "/api/templates", template("Contrato com condições", CONTENT));
  expect(t.statusCode, t.body).toBe(201);
  templateId = t.json().id;
}, 60_000);
afterAll(() => ctx.close());

describe("documents of a template with conditions and a list", () => {
  it("a hidden required field is not required nor stored; the clauses and the written-out total are right", async () => {
    const res = await call("POST", "/api/documents", {
      templateId,
      values: { pj: true, razao: "Acme Ltda", cpf: "sobra de antes", multa: 0, parcelas: PARCELAS },
      status: "finalized",
    });
    expect(res.statusCode, res.body).toBe(201);
    const html: string = res.json().finalContent;
    expect(html).toContain("CONTRATANTE: a empresa ACME LTDA.");
    expect(html).not.toContain("pessoa física");
    expect(html).not.toContain("Multa");
    expect(html).toContain(
      "<li>1ª parcela de R$ 500,00 em 15/03/2026</li><li>2ª parcela de R$ 1.000,00 em 15/04/2026</li>",
    );
    expect(html).toContain("Total: R$ 1.500,00 (mil e quinhentos reais) em 2 parcelas.");
    const [row] = await ctx.db.select().from(generatedDocuments).where(eq(generatedDocuments.id, res.json().id));
    expect(Object.keys(row?.filledVariables ?? {}).sort()).toEqual(["multa", "parcelas", "pj", "razao"]);

    if (!testChromium) return;
    const pdf = await api(ctx, { method: "GET", url: `/api/documents/${res.json().id}/pdf`, cookie: a.admin.cookie });
    expect(pdf.statusCode).toBe(200);
    const text = poppler("pdftotext", pdf.rawPayload).replace(/\s+/g, " ");
    expect(text).toContain("CONTRATANTE: a empresa ACME LTDA.");
    expect(text).toContain("(mil e quinhentos reais)");
    expect(text).not.toContain("pessoa física");
  }, 60_000);

  it("the same field shown is required: 400 at values.cpf, nothing stored", async () => {
    const before = await ctx.db.select().from(generatedDocuments);
    const res = await call("POST", "/api/documents", {
      templateId,
      values: { pj: false, razao: "", parcelas: PARCELAS },
      status: "finalized",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({ "values.cpf": "CPF é obrigatório" });
    expect(await ctx.db.select().from(generatedDocuments)).toHaveLength(before.length);
  });

  it("a list is checked item by item, with min items when finalizing, and not in a draft", async () => {
    const bad = await call("POST", "/api/documents", {
      templateId,
      values: { pj: true, razao: "X", parcelas: [{ vencimento: "15/03/2026", valor: -5 }] },
      status: "finalized",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fieldErrors).toEqual({
      "values.parcelas.0.vencimento": "Data inválida",
      "values.parcelas.0.valor": "Valor em reais inválido: envie centavos inteiros (ex.: 250050 para R$ 2.500,50)",
    });
    const empty = await call("POST", "/api/documents", {
      templateId,
      values: { pj: true, razao: "X", parcelas: [] },
      status: "finalized",
    });
    expect(empty.json().error.details.fieldErrors).toEqual({
      "values.parcelas": 'Informe pelo menos 1 item em "Parcelas"',
    });
    const draft = await call("POST", "/api/documents", {
      templateId,
      values: { pj: true, parcelas: [] },
      status: "draft",
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const tooMany = await call("PUT", `/api/documents/${draft.json().id}`, {
      values: { parcelas: Array.from({ length: 13 }, () => PARCELAS[0]) },
      status: "draft",
    });
    expect(tooMany.json().error.details.fieldErrors).toEqual({ "values.parcelas": 'No máximo 12 itens em "Parcelas"' });
  });
});

describe("template save refuses broken sections and deleting a variable a condition uses", () => {
  it.each([
    ["<p>{{#se pj}}</p><p>sem fim</p>", "A seção {{#se pj}} não foi fechada"],
    [
      '<p>{{#se multa = "muito"}}x{{/se}}</p>',
      '{{#se multa = "muito"}}: a variável "multa" (Valor em Reais (R$)) não aceita esta comparação',
    ],
    [
      "<p>{{parcelas.valor}}</p>",
      "{{parcelas.valor}} só pode ser usado dentro de um bloco de repetição {{#cada parcelas}}",
    ],
  ])("%s → 400, nothing stored", async (content, message) => {
    const res = await call("POST", "/api/templates", template("Quebrado", content));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.templateContent).toBe(message);
    expect(await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.title, "Quebrado"))).toHaveLength(
      0,
    );
  });

  it("removing the variable of a condition is refused with a clear message; the template stays", async () => {
    const res = await call(
      "PUT",
      `/api/templates/${templateId}`,
      template(
        "Contrato com condições",
        CONTENT,
        VARIABLES.filter((v) => v.key !== "pj"),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.templateContent).toContain(
      '{{#se pj}} usa a variável "pj", que não existe neste modelo. Uma variável usada por uma condição ou lista não pode ser excluída',
    );
    const [row] = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.id, templateId));
    expect(row?.variablesSchema).toHaveLength(VARIABLES.length);
  });

  it("a Lista needs sub-fields with valid, unreserved keys", async () => {
    const list = {
      ...VARIABLES[4],
      fields: [{ key: "soma", label: "Soma", type: "money", required: false, options: [] }],
    };
    const res = await call("POST", "/api/templates", template("Lista ruim", "<p>x</p>", [list]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors["variablesSchema.0.fields.0.key"]).toBe(
      'Campo "soma" da Lista "Parcelas": os nomes indice, quantidade, soma são reservados',
    );
  });
});
