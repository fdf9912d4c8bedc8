import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { storedFiles } from "../../src/server/db/tables/files";
import { api, type TestContext, uploadBytes } from "../helpers/app";
import { apiWorld, v1 } from "../public-api/support";
import { PNG_1PX } from "../templates/fixtures";
import { alreadySignedPdf, contractPdf, encryptedPdf, garbagePdf, truncatedPdf } from "./pdf-fixtures";

/** Issue 40, upload: "Enviar PDF para assinatura" makes a document of the account from bytes judged as a PDF. */
let world: Awaited<ReturnType<typeof apiWorld>>;
let ctx: TestContext;

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const upload = (bytes: Buffer, cookie = world.tenants.adminA.cookie, title = "Contrato recebido da Locadora") =>
  uploadBytes(ctx, cookie, `/api/documents/pdf?title=${encodeURIComponent(title)}`, bytes);
const counts = async () => {
  const [files] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
  const [docs] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(generatedDocuments);
  return { files: files?.n, docs: docs?.n };
};

beforeAll(async () => {
  world = await apiWorld();
  ctx = world.ctx;
}, 60_000);
afterAll(() => ctx.close());

describe("uploading a PDF", () => {
  it("makes a finalized document of the account whose PDF is the uploaded bytes, with their SHA-256", async () => {
    const pdf = await contractPdf(3);
    const res = await upload(pdf);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      title: "Contrato recebido da Locadora",
      status: "finalized",
      source: "pdf",
      template: null,
      corporateAccount: { id: world.tenants.accountA, name: "Empresa A" },
      pdfSha256: sha256(pdf),
      pdf: { pageCount: 3, byteSize: pdf.byteLength, originalSha256: sha256(pdf), hadSignatures: false, warnings: [] },
    });
    expect(doc.pdf.pages[0].width).toBeCloseTo(595.28, 1);
    expect(doc.pdf.pages[0].height).toBeCloseTo(841.89, 1);

    const [row] = await ctx.db
      .select({ type: storedFiles.contentType, size: storedFiles.byteSize, account: storedFiles.corporateAccountId })
      .from(storedFiles)
      .innerJoin(generatedDocuments, eq(generatedDocuments.sourceFileId, storedFiles.id))
      .where(eq(generatedDocuments.id, doc.id));
    expect(row).toEqual({ type: "application/pdf", size: pdf.byteLength, account: world.tenants.accountA });

    const download = await api(ctx, {
      method: "GET",
      url: `/api/documents/${doc.id}/pdf`,
      cookie: world.tenants.adminA.cookie,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(sha256(download.rawPayload)).toBe(sha256(pdf));
  });

  it("is listed and filtered like the other documents: by source, title and status", async () => {
    await world.createDocument(world.keyA.secret, "finalized");
    const cookie = world.tenants.adminA.cookie;
    const list = async (query: string) =>
      (await api(ctx, { method: "GET", url: `/api/documents?page=1&${query}`, cookie })).json() as {
        items: { title: string; source: string }[];
        total: number;
      };
    const uploaded = await list("source=pdf");
    expect(uploaded.items.length).toBeGreaterThan(0);
    expect(uploaded.items.every((d) => d.source === "pdf")).toBe(true);
    const generated = await list("source=template");
    expect(generated.items.length).toBeGreaterThan(0);
    expect(generated.items.every((d) => d.source === "template")).toBe(true);
    expect((await list("source=pdf&title=Locadora&status=finalized")).items[0]?.title).toBe(
      "Contrato recebido da Locadora",
    );
    expect((await list("source=pdf&status=draft")).total).toBe(0);
  });

  it("names the document 'PDF enviado' when no title is given", async () => {
    const res = await uploadBytes(ctx, world.tenants.adminA.cookie, "/api/documents/pdf", await contractPdf(1));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().title).toBe("PDF enviado");
  });

  it("accepts a PDF that already carries signatures, with the warning of the incremental update", async () => {
    const res = await upload(await alreadySignedPdf());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pdf).toMatchObject({
      hadSignatures: true,
      warnings: [
        "Este PDF já tem assinaturas digitais: os novos campos e o selo serão acrescentados em uma atualização incremental, sem alterar as assinaturas existentes.",
      ],
    });
  });
});

describe("refusing what is not a whole, open PDF of at most 25 MB and 200 pages (nothing stored)", () => {
  const cases: Array<[string, () => Promise<Buffer> | Buffer, number, string, string]> = [
    [
      "an image named .pdf",
      () => PNG_1PX,
      415,
      "NOT_A_PDF",
      "O arquivo não é um PDF: o conteúdo não começa com a assinatura %PDF.",
    ],
    ["an empty body", () => Buffer.alloc(0), 415, "NOT_A_PDF", "Nenhum arquivo foi enviado."],
    [
      "a PDF cut in half",
      truncatedPdf,
      422,
      "PDF_UNREADABLE",
      "O PDF está incompleto (cortado no envio ou na cópia): falta o fim do arquivo.",
    ],
    ["a corrupt PDF", garbagePdf, 422, "PDF_UNREADABLE", "O PDF está corrompido e não pode ser lido."],
    [
      "an encrypted PDF",
      encryptedPdf,
      422,
      "PDF_ENCRYPTED",
      "O PDF está protegido por senha ou criptografado. Envie uma cópia sem proteção.",
    ],
    ["a PDF of 201 pages", () => contractPdf(201), 422, "PDF_TOO_MANY_PAGES", "O PDF tem 201 páginas; o máximo é 200."],
    [
      "a file over 25 MB",
      () => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(25 * 1024 * 1024)]),
      413,
      "PDF_TOO_LARGE",
      "O PDF deve ter no máximo 25 MB.",
    ],
  ];
  it.each(cases)("%s", async (_name, make, status, code, message) => {
    const before = await counts();
    const res = await upload(await make());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toMatchObject({ code, message });
    expect(await counts()).toEqual(before);
  });

  it("takes a 200-page PDF", async () => {
    const res = await upload(await contractPdf(200));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pdf.pageCount).toBe(200);
  });
});

describe("access", () => {
  it("answers 401 to a visitor and stores nothing", async () => {
    const before = await counts();
    const res = await uploadBytes(ctx, "", "/api/documents/pdf", await contractPdf(1));
    expect(res.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("shows an uploaded PDF and its bytes to its account only: another tenant gets 404", async () => {
    const doc = (await upload(await contractPdf(1))).json();
    const other = world.tenants.adminB.cookie;
    for (const url of [`/api/documents/${doc.id}`, `/api/documents/${doc.id}/pdf`, `/api/documents/${doc.id}/fields`]) {
      const res = await api(ctx, { method: "GET", url, cookie: other });
      expect(res.statusCode, url).toBe(404);
    }
    const listed = await api(ctx, { method: "GET", url: "/api/documents?page=1&source=pdf", cookie: other });
    expect(listed.json().total).toBe(0);
    // A standard user of the same account sees only their own documents.
    const standard = await api(ctx, {
      method: "GET",
      url: `/api/documents/${doc.id}`,
      cookie: world.a.standard.cookie,
    });
    expect(standard.statusCode).toBe(404);
  });
});

describe("POST /api/v1/documents/pdf (base64 in JSON)", () => {
  it("makes the document for the key's account", async () => {
    const pdf = await contractPdf(2);
    const res = await v1(ctx, world.keyA.secret, {
      method: "POST",
      url: "/api/v1/documents/pdf",
      payload: { title: "Contrato via API", file_base64: pdf.toString("base64") },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: "Contrato via API",
      source: "pdf",
      corporateAccount: { id: world.tenants.accountA },
      pdf: { pageCount: 2, originalSha256: sha256(pdf) },
    });
  });

  it("answers 401 without a key, 403 to a key without documents:write, and judges the decoded bytes", async () => {
    const payload = { file_base64: (await contractPdf(1)).toString("base64") };
    const url = "/api/v1/documents/pdf";
    expect((await v1(ctx, null, { method: "POST", url, payload })).statusCode).toBe(401);
    const readOnly = await v1(ctx, world.only["documents:read"], { method: "POST", url, payload });
    expect(readOnly.statusCode).toBe(403);
    const image = await v1(ctx, world.keyA.secret, {
      method: "POST",
      url,
      payload: { file_base64: PNG_1PX.toString("base64") },
    });
    expect(image.statusCode).toBe(415);
    expect(image.json().error.code).toBe("NOT_A_PDF");
    const missing = await v1(ctx, world.keyA.secret, { method: "POST", url, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fieldErrors.file_base64).toBe("Envie o PDF em file_base64.");
  });
});
