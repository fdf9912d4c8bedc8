import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import mammoth from "mammoth";
import PizZip from "pizzip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORD_MESSAGES } from "../../src/domain/word/word";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { createCategory } from "../templates/fixtures";
import { contractDocx } from "./docx-fixtures";

/** Issue 25, export: any document as .docx; an imported template's original file filled in place. */
let ctx: TestContext;
let a: CorporateUsers;
let adminB: string;
let categoryId: string;
let wordTemplateId: string;

const VALUES = {
  nome_cliente: "Maria da Silva",
  cpf: "52998224725",
  data_nascimento: "1990-03-15",
  multa: 150000,
  parcelas: [
    { valor: 50000, vencimento: "2026-03-15" },
    { valor: 100000, vencimento: "2026-04-15" },
  ],
  cidade: "Campinas",
  email_cliente: "maria@example.com",
  telefone: "11987654321",
};

const newDocument = async (templateId: string, values: Record<string, unknown>, status = "finalized") => {
  const res = await api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie: a.admin.cookie,
    payload: { templateId, values, status },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const download = (id: string, cookie = a.admin.cookie) =>
  api(ctx, { method: "GET", url: `/api/documents/${id}/docx`, cookie });
const textOf = async (docx: Buffer) => (await mammoth.extractRawText({ buffer: docx })).value.replace(/\s+/g, " ");

/** Whether `soffice` is on the PATH, looked up once (asking `soffice --version` started LibreOffice: seconds each). */
const HAS_SOFFICE = (process.env.PATH ?? "").split(delimiter).some((dir) => dir && existsSync(join(dir, "soffice")));

/**
 * LibreOffice, when installed (`.ci/run` installs it), must open the file and make a PDF of it
 * (`soffice --headless --convert-to pdf`); the PDF's text is read back with pdftotext.
 */
function libreOfficeConverts(docx: Buffer): string | null {
  if (!HAS_SOFFICE) return null;
  const dir = mkdtempSync(join(tmpdir(), "minuta-docx-"));
  writeFileSync(join(dir, "doc.docx"), docx);
  execFileSync("soffice", ["--headless", "--convert-to", "pdf", "--outdir", dir, join(dir, "doc.docx")], {
    timeout: 120_000,
    stdio: "ignore",
  });
  return execFileSync("pdftotext", [join(dir, "doc.pdf"), "-"])
    .toString()
    .replace(/\s+/g, " ");
}

/** Analyses a .docx and saves the proposal as it comes (the author accepts it), with the file. */
async function importDocx(file: Buffer, title: string): Promise<string> {
  const proposal = (
    await api(ctx, {
      method: "POST",
      url: "/api/templates/import/analyze",
      cookie: a.admin.cookie,
      payload: file,
      headers: { "content-type": "application/octet-stream" },
    })
  ).json();
  const res = await api(ctx, {
    method: "POST",
    url: "/api/templates/import",
    cookie: a.admin.cookie,
    payload: {
      template: { title, categoryId, templateContent: proposal.templateContent, variablesSchema: proposal.variables },
      docxBase64: file.toString("base64"),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { accountA, adminB: b } = await createTwoTenants(ctx);
  adminB = b.cookie;
  a = await signInCorporateRoles(ctx, accountA);
  categoryId = await createCategory(ctx.db, [accountA], "Contratos");
  wordTemplateId = await importDocx(await contractDocx(), "Contrato Word");
}, 60_000);
afterAll(() => ctx.close());

describe("a document of a template imported from Word", () => {
  it("downloads the original file filled in place: pt-BR values, the right clause, the list, header and footer kept", async () => {
    const id = await newDocument(wordTemplateId, VALUES);
    const res = await download(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(res.headers["content-disposition"]).toContain('filename="');
    const docx = res.rawPayload;
    const text = await textOf(docx);
    expect(text).toContain("CONTRATANTE: Maria da Silva, CPF 529.982.247-25, nascido em 15/03/1990.");
    expect(text).toContain("Multa de R$ 1.500,00 (mil e quinhentos reais).");
    expect(text).not.toContain("Sem multa.");
    expect(text).toContain("Parcela 1: R$ 500,00 em 15/03/2026");
    expect(text).toContain("Parcela 2: R$ 1.000,00 em 15/04/2026");
    expect(text, text).toContain("Foro Campinas");
    expect(text).not.toMatch(/\{\{#|\{\{\/|\{\{nome/);
    const zip = new PizZip(docx);
    expect(zip.file("word/header1.xml")?.asText()).toContain("Empresa X");
    expect(zip.file("word/footer1.xml")?.asText()).toContain("Rodapé da empresa");
    expect(zip.file("docProps/core.xml")?.asText()).toContain(WORD_MESSAGES.editableCopy);
    const office = libreOfficeConverts(docx);
    if (office !== null) expect(office).toContain("Maria da Silva");
  }, 120_000);

  it("applies the other branch and leaves a blank line for a value a draft lacks", async () => {
    const id = await newDocument(wordTemplateId, { ...VALUES, multa: 0, cidade: "" }, "draft");
    const text = await textOf((await download(id)).rawPayload);
    expect(text).toContain("Sem multa.");
    expect(text).not.toContain("Multa de");
    expect(text).toContain("Foro __________");
  });
});

describe("a document of an editor-made template", () => {
  it("downloads a clean .docx of the rendered body with header, footer and the unsigned-copy notice", async () => {
    const created = await api(ctx, {
      method: "POST",
      url: "/api/templates",
      cookie: a.admin.cookie,
      payload: {
        title: "Recibo",
        categoryId,
        templateContent:
          '<h2>Recibo</h2><p class="ql-align-center">Recebi de <strong>{{nome}}</strong> a quantia de {{valor|com_extenso}}.</p><ul><li>Item um</li></ul>',
        variablesSchema: [
          { key: "nome", label: "Nome", type: "text", required: true, options: [] },
          { key: "valor", label: "Valor", type: "money", required: true, options: [] },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = await newDocument(created.json().id, { nome: "João", valor: 123456 });
    const docx = (await download(id)).rawPayload;
    const text = await textOf(docx);
    expect(text).toContain("Recibo");
    expect(text).toContain(
      "Recebi de João a quantia de R$ 1.234,56 (mil duzentos e trinta e quatro reais e cinquenta e seis centavos).",
    );
    expect(text).toContain("Item um");
    const zip = new PizZip(docx);
    const body = zip.file("word/document.xml")?.asText() ?? "";
    expect(body).toContain('<w:jc w:val="center"/>');
    expect(body).toMatch(/<w:b\/>|<w:b \/>/);
    const footer = Object.keys(zip.files).filter((n) => /^word\/footer\d*\.xml$/.test(n));
    expect(footer.map((n) => zip.file(n)?.asText()).join("")).toContain(WORD_MESSAGES.editableCopy);
    expect(zip.file("docProps/core.xml")?.asText()).toContain(WORD_MESSAGES.editableCopy);
    const office = libreOfficeConverts(docx);
    if (office !== null) expect(office).toContain("Recebi de João");
  }, 120_000);
});

describe("an imported file whose markers cannot be filled", () => {
  it("downloads the editor's content instead (the import said so), never a 500", async () => {
    const templateId = await importDocx(await contractDocx({ malformed: true }), "Malformado");
    const id = await newDocument(templateId, VALUES);
    const out = await download(id);
    expect(out.statusCode).toBe(200);
    const text = await textOf(out.rawPayload);
    expect(text).toContain("CONTRATANTE: Maria da Silva, CPF 529.982.247-25");
    expect(text).toContain("{{aberto");
  });
});

describe("who may download", () => {
  it("another account's admin gets 404; without a session 401", async () => {
    const id = await newDocument(wordTemplateId, VALUES);
    expect((await download(id, adminB)).statusCode).toBe(404);
    expect((await api(ctx, { method: "GET", url: `/api/documents/${id}/docx` })).statusCode).toBe(401);
  });
});
