import { eq } from "drizzle-orm";
import mammoth from "mammoth";
import PizZip from "pizzip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DROPPED_MESSAGES } from "../../src/domain/word/word";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { templateWordSources } from "../../src/server/db/tables/word";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { createCategory } from "../templates/fixtures";
import { bigDocx, contractDocx, corruptDocx, docmRenamed, simpleDocx, zipBombDocx } from "./docx-fixtures";

/** Issue 25, import: a .docx judged by its bytes, read into the editor's HTML and proposed variables. */
let ctx: TestContext;
let a: CorporateUsers;
let categoryId: string;

const analyze = (payload: Buffer, cookie = a.admin.cookie) =>
  api(ctx, {
    method: "POST",
    url: "/api/templates/import/analyze",
    cookie,
    payload,
    headers: { "content-type": "application/octet-stream" },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  const { accountA } = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, accountA);
  categoryId = await createCategory(ctx.db, [accountA], "Contratos");
}, 60_000);
afterAll(() => ctx.close());

describe("analysing a .docx", () => {
  it("joins a placeholder split across runs, keeps formatting, proposes typed variables and says what was dropped", async () => {
    const res = await analyze(await contractDocx({ malformed: true }));
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.templateContent).toContain("<h1>Contrato de Prestação de Serviços</h1>");
    expect(r.templateContent).toContain('<p class="ql-align-center">CONTRATANTE: {{nome_cliente}}, CPF {{cpf}}');
    expect(r.templateContent).toMatch(/<em><u>Cláusula em itálico e sublinhada<\/u><\/em>|<u><em>Cláusula/);
    expect(r.templateContent).toMatch(/<tr><td>Foro<\/td><td>\{\{cidade\}\}<\/td><\/tr>/);
    expect(r.templateContent).toMatch(/<ol><li>Parcela \{\{parcelas.indice\}\}/);
    const byKey = Object.fromEntries(r.variables.map((v: { key: string; type: string }) => [v.key, v]));
    expect(byKey.nome_cliente).toMatchObject({ label: "Nome cliente", type: "text", required: true });
    expect(byKey.cpf.type).toBe("cpf");
    expect(byKey.data_nascimento.type).toBe("date");
    expect(byKey.email_cliente.type).toBe("email");
    expect(byKey.telefone.type).toBe("phone");
    expect(byKey.multa.type).toBe("money");
    expect(byKey.parcelas).toMatchObject({ type: "list", minItems: 1 });
    expect(byKey.parcelas.fields.map((f: { key: string; type: string }) => [f.key, f.type])).toEqual([
      ["valor", "money"],
      ["vencimento", "date"],
    ]);
    expect(r.dropped).toEqual(
      expect.arrayContaining([
        DROPPED_MESSAGES.headersFooters,
        DROPPED_MESSAGES.headerImages,
        DROPPED_MESSAGES.tables,
        DROPPED_MESSAGES.pageBreaks,
        DROPPED_MESSAGES.notFillable,
      ]),
    );
    expect(r.dropped).not.toContain(DROPPED_MESSAGES.comments);
    const paragraphOf = (fragment: string) =>
      r.issues
        .filter((i: { message: string }) => i.message.includes(fragment))
        .map((i: { paragraph: number }) => i.paragraph);
    expect(paragraphOf("{{cpf}} aparece mais de uma vez")).toEqual([14]);
    expect(paragraphOf("malformado: {{ nome cliente }}")).toEqual([14]);
    expect(paragraphOf("não foi fechado")).toEqual([14]);
  });

  it("proposes labels with the accents the document's own text uses (issue 48)", async () => {
    const res = await analyze(
      await simpleDocx(
        "O locatário {{nome_locatario}}, a partir da data de início {{data_inicio}}, e o término em {{data_termino}}; endereço {{endereco}} e {{cpf}}.",
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().variables.map((v: { label: string }) => v.label)).toEqual([
      "Nome locatário",
      "Data início",
      "Data término",
      "Endereço",
      "CPF",
    ]);
  });

  it("reads 40 pages with 50 variables", async () => {
    const res = await analyze(await bigDocx());
    expect(res.statusCode, res.body).toBe(200);
    const keys = res.json().variables.map((v: { key: string }) => v.key);
    expect(keys).toHaveLength(60);
    expect(keys.filter((k: string) => k.startsWith("campo_"))).toHaveLength(50);
    expect(res.json().variables.find((v: { key: string }) => v.key === "valor_3").type).toBe("money");
  }, 30_000);

  it.each([
    ["a corrupt zip", corruptDocx, 415, "O arquivo .docx está corrompido e não pode ser lido."],
    [
      "a .docm renamed",
      docmRenamed,
      415,
      "Documentos com macros (.docm) não são aceitos. Salve o arquivo como .docx sem macros.",
    ],
    [
      "a PNG renamed",
      async () => Buffer.from("89504e470d0a1a0a0000", "hex"),
      415,
      "O arquivo não é um documento do Word (.docx).",
    ],
    ["a zip bomb", async () => zipBombDocx(), 413, "O arquivo .docx descompactado é grande demais para ser importado."],
    [
      "a file over 10 MB",
      async () => Buffer.alloc(10 * 1024 * 1024 + 1, 0x50),
      413,
      "O arquivo deve ter no máximo 10 MB.",
    ],
    ["nothing", async () => Buffer.alloc(0), 415, "Selecione um arquivo .docx."],
  ])(
    "refuses %s in Portuguese",
    async (_name, make, status, message) => {
      const res = await analyze(await make());
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    },
    30_000,
  );

  it("is for template managers only: a supervisor and a standard user get 403", async () => {
    const file = await simpleDocx("Olá {{nome}}");
    expect((await analyze(file, a.supervisor.cookie)).statusCode).toBe(403);
    expect((await analyze(file, a.standard.cookie)).statusCode).toBe(403);
  });
});

describe("saving an import", () => {
  it("stores the template and the original file together; a refused save stores neither", async () => {
    const file = await contractDocx();
    const proposal = (await analyze(file)).json();
    const template = {
      title: "Contrato importado",
      categoryId,
      templateContent: proposal.templateContent,
      variablesSchema: proposal.variables,
    };
    const bad = await api(ctx, {
      method: "POST",
      url: "/api/templates/import",
      cookie: a.admin.cookie,
      payload: { template, docxBase64: (await docmRenamed()).toString("base64") },
    });
    expect(bad.statusCode).toBe(415);
    const invalid = await api(ctx, {
      method: "POST",
      url: "/api/templates/import",
      cookie: a.admin.cookie,
      payload: { template: { ...template, title: "" }, docxBase64: file.toString("base64") },
    });
    expect(invalid.statusCode).toBe(400);
    expect(await ctx.db.select().from(documentTemplates)).toHaveLength(0);
    expect(await ctx.db.select().from(templateWordSources)).toHaveLength(0);

    const res = await api(ctx, {
      method: "POST",
      url: "/api/templates/import",
      cookie: a.admin.cookie,
      payload: { template, docxBase64: file.toString("base64") },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().title).toBe("Contrato importado");
    const [source] = await ctx.db
      .select()
      .from(templateWordSources)
      .where(eq(templateWordSources.templateId, res.json().id));
    expect(Buffer.compare(source?.data ?? Buffer.alloc(0), file)).toBe(0);
    // The kept file is the company's own, untouched.
    const text = (await mammoth.extractRawText({ buffer: source?.data ?? Buffer.alloc(0) })).value;
    expect(text).toContain("{{#se multa > 0}}");
    expect(new PizZip(file).file("word/header1.xml")).toBeTruthy();
  });
});
