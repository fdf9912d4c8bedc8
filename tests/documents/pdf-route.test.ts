import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { documentTemplates } from "../../src/server/db/tables/templates";
import type { ImageResolver, PdfRenderInput, PdfService } from "../../src/server/platform/pdf/types";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { SPEC_TEXTS } from "../helpers/spec-texts";
import { createCategory, insertHeaderFooter, PNG_1PX } from "../templates/fixtures";

/**
 * The PDF route's contract with the PDF service (the Chromium service itself is tested on its own
 * branch; the pdftotext check of a real PDF comes with the merge of platform-pdf): it sends the
 * stored, server-rendered HTML, answers application/pdf as an attachment, and refuses documents the
 * caller may not see. The PDF hash of a finalized document is recorded when it is finalized: the
 * download (a GET) writes nothing.
 */
const rendered: PdfRenderInput[] = [];
const resolvers: Array<ImageResolver | undefined> = [];
const FAKE_PDF = Buffer.from("%PDF-1.7 fake");
const recordingPdf: PdfService = {
  available: true,
  async render(input, options) {
    rendered.push(input);
    resolvers.push(options?.resolveImage);
    return FAKE_PDF;
  },
  async close() {},
};

let ctx: TestContext;
let a: CorporateUsers;
let b: CorporateUsers;
let docId: string;
let accountIdA: string;
let accountIdB: string;
let catId: string;
let templateId: string;

beforeAll(async () => {
  ctx = await createTestContext({ deps: { pdf: recordingPdf } });
  const { accountA, accountB } = await createTwoTenants(ctx);
  accountIdA = accountA;
  accountIdB = accountB;
  a = await signInCorporateRoles(ctx, accountA);
  b = await signInCorporateRoles(ctx, accountB);
  const cat = await createCategory(ctx.db, [accountA]);
  catId = cat;
  const header = await insertHeaderFooter(ctx.db, { type: "header", accountId: accountA });
  const [tpl] = await ctx.db
    .insert(documentTemplates)
    .values({
      title: "Recibo",
      categoryId: cat,
      corporateAccountId: accountA,
      templateContent: "<p>Recebi de {{nome}}</p>",
      variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    })
    .returning({ id: documentTemplates.id });
  const res = await api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie: a.standard.cookie,
    payload: { templateId: tpl?.id, values: { nome: "José Álvares" }, headerId: header, status: "finalized" },
  });
  templateId = tpl?.id ?? "";
  docId = res.json().id;
});
afterAll(() => ctx.close());

describe("GET /api/documents/:id/pdf", () => {
  it("renders the stored HTML and answers a PDF attachment; records the PDF hash", async () => {
    const res = await api(ctx, { method: "GET", url: `/api/documents/${docId}/pdf`, cookie: a.standard.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="Recibo-Jose-Alvares-\d{2}-\d{2}-\d{4}\.pdf"/,
    );
    expect(res.rawPayload.equals(FAKE_PDF)).toBe(true);
    const input = rendered.at(-1);
    expect(input?.bodyHtml).toContain("Recebi de José Álvares");
    expect(input?.headerHtml).toContain("Empresa");
    const detail = await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie: a.standard.cookie });
    expect(detail.json().pdfSha256).toBe(createHash("sha256").update(FAKE_PDF).digest("hex"));
  });

  it("is refused for another tenant (404) and anonymous callers (401)", async () => {
    const other = await api(ctx, { method: "GET", url: `/api/documents/${docId}/pdf`, cookie: b.admin.cookie });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(SPEC_TEXTS.documentNotFound);
    expect((await api(ctx, { method: "GET", url: `/api/documents/${docId}/pdf` })).statusCode).toBe(401);
  });
});

describe("images in a document's PDF", () => {
  it("inlines the account's own and global stored images, never another tenant's (even in an old template)", async () => {
    const put = (accountId: string | null) =>
      ctx.deps.storage.put({
        data: PNG_1PX,
        contentType: "image/png",
        corporateAccountId: accountId,
        userId: a.admin.userId,
      });
    const [own, global, foreign] = await Promise.all([put(accountIdA), put(null), put(accountIdB)]);
    // Stored directly: a template saved before the save-time check, embedding account B's upload.
    const [tpl] = await ctx.db
      .insert(documentTemplates)
      .values({
        title: "Com imagens",
        categoryId: catId,
        corporateAccountId: accountIdA,
        templateContent: [own, global, foreign].map((f) => `<p><img src="/api/files/${f.id}"></p>`).join(""),
        variablesSchema: [],
      })
      .returning({ id: documentTemplates.id });
    const created = await api(ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: a.standard.cookie,
      payload: { templateId: tpl?.id, values: {}, status: "finalized" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await api(ctx, {
      method: "GET",
      url: `/api/documents/${created.json().id}/pdf`,
      cookie: a.standard.cookie,
    });
    expect(res.statusCode).toBe(200);
    const resolve = resolvers.at(-1);
    expect(resolve).toBeTypeOf("function");
    expect(rendered.at(-1)?.bodyHtml).toContain(`/api/files/${foreign.id}`);
    expect(await resolve?.(`/api/files/${own.id}`)).toMatchObject({ contentType: "image/png" });
    expect(await resolve?.(`/api/files/${global.id}`)).toMatchObject({ contentType: "image/png" });
    expect(await resolve?.(`/api/files/${foreign.id}`)).toBeNull();
    expect(await resolve?.(`http://localhost:3000/api/files/${foreign.id}`)).toBeNull();
  });
});

describe("a PDF download writes nothing and renders nothing once the file is stored", () => {
  const row = async (id: string) =>
    (
      await ctx.db
        .select({ updatedAt: generatedDocuments.updatedAt, pdfSha256: generatedDocuments.pdfSha256 })
        .from(generatedDocuments)
        .where(eq(generatedDocuments.id, id))
    )[0];
  const download = (id: string) =>
    api(ctx, { method: "GET", url: `/api/documents/${id}/pdf`, cookie: a.standard.cookie });

  it("the hash is recorded when the render job stores the file; GET leaves the row as it was", async () => {
    const created = await api(ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: a.standard.cookie,
      payload: { templateId, values: { nome: "Maria" }, status: "finalized" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const finalized = await row(id);
    expect(finalized?.pdfSha256).toBe(createHash("sha256").update(FAKE_PDF).digest("hex"));
    expect((await download(id)).statusCode).toBe(200);
    expect(await row(id)).toEqual(finalized);

    // Issue 50: the download serves the stored file; it draws nothing again.
    const renders = rendered.length;
    expect((await download(id)).rawPayload.equals(FAKE_PDF)).toBe(true);
    expect(rendered.length).toBe(renders);
    expect(await row(id)).toEqual(finalized);
  });
});
