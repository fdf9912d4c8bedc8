import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderTemplate } from "../../src/domain/templates/render-template";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { documentTemplates } from "../../src/server/db/tables/templates";
import type { PdfRenderInput, PdfService } from "../../src/server/platform/pdf/types";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { SPEC_TEXTS } from "../helpers/spec-texts";
import { threePagePdf } from "../signatures/sample-pdf";
import { inlineJobs, requestSignatures } from "../signatures/support";
import { createCategory } from "../templates/fixtures";

/**
 * Issue 31, bugs 1, 5 and 6 and the escaping of variable values, through the API: a check digit
 * wrong in either place is a 400 that stores nothing; the hashes a finalized document records are
 * the SHA-256 of what is stored (content) and of the FIRST PDF made (later PDFs differ); a hostile
 * value is escaped in the preview, the stored content and the HTML the PDF is printed from.
 */
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const HOSTILE = "<img src=x onerror=alert(1)>";
const HOSTILE_ESCAPED = "&lt;img src=x onerror=alert(1)&gt;";

/** A PDF service whose every call answers different bytes (a real PDF with a counter appended). */
const rendered: PdfRenderInput[] = [];
const answered: Buffer[] = [];
let base: Buffer;
const changingPdf: PdfService = {
  available: true,
  async render(input) {
    rendered.push(input);
    const bytes = Buffer.concat([base, Buffer.from(`\n%chamada ${answered.length + 1}\n`)]);
    answered.push(bytes);
    return bytes;
  },
  async close() {},
};

let ctx: TestContext;
let a: CorporateUsers;
let templateId: string;

const VARIABLES = [
  { key: "nome", label: "Nome", type: "text", required: true, options: [] },
  { key: "cpf", label: "CPF", type: "cpf", required: false, options: [] },
  { key: "cnpj", label: "CNPJ", type: "cnpj", required: false, options: [] },
] as const;
const CONTENT = "<p>Contrato com {{nome}}, CPF {{cpf}}, CNPJ {{cnpj}}</p>";

beforeAll(async () => {
  base = await threePagePdf();
  ctx = await createTestContext({ deps: { pdf: changingPdf, jobs: inlineJobs(() => ctx.deps) } });
  const { accountA } = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, accountA);
  const cat = await createCategory(ctx.db, [accountA]);
  const [tpl] = await ctx.db
    .insert(documentTemplates)
    .values({
      title: "Contrato",
      categoryId: cat,
      corporateAccountId: accountA,
      templateContent: CONTENT,
      variablesSchema: VARIABLES.map((v) => ({ ...v, options: [] })),
    })
    .returning({ id: documentTemplates.id });
  templateId = tpl?.id ?? "";
});
afterAll(() => ctx.close());

const create = (values: Record<string, string>, status: "draft" | "finalized" = "finalized") =>
  api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie: a.standard.cookie,
    payload: { templateId, values, status },
  });
const documentCount = async () => (await ctx.db.select({ id: generatedDocuments.id }).from(generatedDocuments)).length;

describe("bug 1: a wrong check digit is refused by the API (400, nothing stored)", () => {
  it.each([
    [{ cpf: "529.982.247-15" }, "values.cpf", SPEC_TEXTS.cpfInvalid],
    [{ cpf: "529.982.247-24" }, "values.cpf", SPEC_TEXTS.cpfInvalid],
    [{ cnpj: "11.222.333/0001-91" }, "values.cnpj", SPEC_TEXTS.cnpjInvalid],
    [{ cnpj: "11.222.333/0001-82" }, "values.cnpj", SPEC_TEXTS.cnpjInvalid],
    [{ cnpj: "12.ABC.345/01DE-45" }, "values.cnpj", SPEC_TEXTS.cnpjInvalid],
    [{ cnpj: "12.ABC.345/01DE-36" }, "values.cnpj", SPEC_TEXTS.cnpjInvalid],
  ])("%o", async (over, field, message) => {
    const before = await documentCount();
    const res = await create({ nome: "Ana", ...over }, "draft");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors[field]).toBe(message);
    expect(await documentCount()).toBe(before);
  });

  it("accepts both check digits right (numeric and alphanumeric CNPJ)", async () => {
    const res = await create({ nome: "Ana", cpf: "529.982.247-25", cnpj: "12.ABC.345/01DE-35" }, "draft");
    expect(res.statusCode).toBe(201);
  });
});

describe("bugs 5 and 6: the hashes of a finalized document", () => {
  it("contentSha256 is the SHA-256 of the stored final content", async () => {
    const res = await create({ nome: "Beatriz Lima", cpf: "529.982.247-25" });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(generatedDocuments).where(eq(generatedDocuments.id, res.json().id));
    expect(row?.finalContent).toContain("Beatriz Lima");
    expect(row?.contentSha256).toBe(sha256(row?.finalContent ?? ""));
    const detail = await api(ctx, { method: "GET", url: `/api/documents/${res.json().id}`, cookie: a.standard.cookie });
    expect(detail.json().contentSha256).toBe(sha256(detail.json().finalContent));
  });

  it("renders the PDF once: downloads and a signature request serve that file and its hash (issue 50)", async () => {
    const before = answered.length;
    const res = await create({ nome: "Carla Dias" });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(answered.length).toBe(before + 1);
    const first = sha256(answered[before] as Buffer);
    const hashNow = async () =>
      (await api(ctx, { method: "GET", url: `/api/documents/${id}`, cookie: a.standard.cookie })).json().pdfSha256;
    expect(await hashNow()).toBe(first);
    for (let i = 0; i < 2; i++) {
      const pdf = await api(ctx, { method: "GET", url: `/api/documents/${id}/pdf`, cookie: a.standard.cookie });
      expect(pdf.statusCode).toBe(200);
      expect(sha256(pdf.rawPayload)).toBe(first);
    }
    expect(await hashNow()).toBe(first);
    const sent = await requestSignatures(ctx, a.standard.cookie, id, [
      { signer_name: "Rui", signer_email: "rui.hash@exemplo.com", order_sequence: 1, authentication_method: "email" },
    ]);
    expect(sent.statusCode).toBe(201);
    expect(answered.length).toBe(before + 1);
    expect(await hashNow()).toBe(first);
  });
});

describe("a hostile variable value is escaped everywhere it is shown", () => {
  it("in the preview, the stored content and the HTML the PDF is printed from", async () => {
    // The preview: the web form renders the available template's answer with the typed values.
    const tpl = await api(ctx, {
      method: "GET",
      url: `/api/documents/available-templates/${templateId}`,
      cookie: a.standard.cookie,
    });
    expect(tpl.statusCode).toBe(200);
    const preview = renderTemplate({
      content: tpl.json().templateContent,
      variables: tpl.json().variables,
      values: { nome: HOSTILE },
      missing: "placeholder",
    });
    expect(preview).toContain(HOSTILE_ESCAPED);
    expect(preview).not.toContain("<img");
    // The stored content (API answer and row).
    const res = await create({ nome: HOSTILE });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(res.json().finalContent).toContain(`Contrato com ${HOSTILE_ESCAPED}`);
    expect(res.json().finalContent).not.toContain("<img");
    const [row] = await ctx.db.select().from(generatedDocuments).where(eq(generatedDocuments.id, id));
    expect(row?.finalContent).toContain(HOSTILE_ESCAPED);
    expect(row?.finalContent).not.toContain("<img");
    // The PDF: the body handed to the PDF service on download.
    await api(ctx, { method: "GET", url: `/api/documents/${id}/pdf`, cookie: a.standard.cookie });
    const body = rendered.at(-1)?.bodyHtml ?? "";
    expect(body).toContain(HOSTILE_ESCAPED);
    expect(body).not.toContain("<img");
  });
});
