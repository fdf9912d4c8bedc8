import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_SCOPES } from "../../src/domain/api-keys/api-keys";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import { saveSmtp } from "../../src/server/modules/delivery/integration-configs";
import { shareToken } from "../../src/server/modules/delivery/share-link";
import type { PdfService } from "../../src/server/platform/pdf/types";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import { api, createPlan, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { poppler } from "../pdf/poppler";
import { createKey, v1 } from "../public-api/support";
import { codeIn, inlineJobs, linkIn, requestSignatures } from "../signatures/support";
import { insertNameTemplate } from "../templates/fixtures";

/**
 * Issue 50: a finalized document is one stored file. The PDF service here answers different bytes
 * on every call (a real PDF naming its call number, as Chromium stamps its creation date), so any use
 * that drew the document again would show: two downloads, the web and v1 routes, a share link, an
 * e-mail's attachment and the signed PDF's base must all be the stored bytes, whose SHA-256 the
 * document records.
 */
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
let calls = 0;
async function numberedPdf(n: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595.28, 841.89]).drawText(`Contrato armazenado - desenho ${n}`, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await doc.save());
}
const changingPdf: PdfService = { available: true, render: async () => numberedPdf(++calls), close: async () => {} };

const SMTP = { user: "envio@empresa.com.br", pass: "senha" };
let ctx: TestContext;
let a: CorporateUsers;
let templateId: string;
let catcher: SmtpCatcher;
let key: string;

beforeAll(async () => {
  ctx = await createTestContext({
    outboundAllowPrivate: true,
    deps: { pdf: changingPdf, jobs: inlineJobs(() => ctx.deps) },
  });
  const { accountA } = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, accountA);
  const planId = await createPlan(ctx.db, "Plano API", { ...DEFAULT_PLAN_FEATURES, api_access_enabled: true });
  await ctx.db
    .update(corporateAccounts)
    .set({ planId })
    .where(inArray(corporateAccounts.id, [accountA]));
  key = (await createKey(ctx, a.admin, API_KEY_SCOPES)).secret;
  templateId = await insertNameTemplate(ctx.db, accountA);
  catcher = await startSmtpCatcher(SMTP);
  const saved = await saveSmtp(
    ctx.db,
    ctx.deps.secrets,
    accountA,
    {
      host: catcher.host,
      port: catcher.port,
      username: SMTP.user,
      password: SMTP.pass,
      fromEmail: "contato@empresa.com.br",
      fromName: "Empresa",
      secure: false,
      isActive: true,
    },
    { requirePassword: false },
  );
  expect(saved).toBe("saved");
}, 120_000);
afterAll(async () => {
  await catcher?.close();
  await ctx?.close();
});

async function finalized(nome: string) {
  const res = await api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie: a.standard.cookie,
    payload: { templateId, values: { nome }, status: "finalized" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; pdfSha256: string | null; pdfStatus: string | null };
}
const download = (id: string, headers: Record<string, string> = {}) =>
  api(ctx, { method: "GET", url: `/api/documents/${id}/pdf`, cookie: a.standard.cookie, headers });
async function storedBytes(id: string): Promise<Buffer> {
  const [row] = await ctx.db
    .select({ fileId: generatedDocuments.pdfFileId })
    .from(generatedDocuments)
    .where(eq(generatedDocuments.id, id));
  const file = row?.fileId ? await ctx.deps.storage.get(row.fileId) : null;
  if (!file) throw new Error("no stored PDF");
  return file.data;
}

describe("downloads serve the one stored file", () => {
  it("two downloads are byte-identical, equal the stored file and its recorded SHA-256 (the ETag)", async () => {
    const doc = await finalized("Ana Souza");
    expect(doc.pdfStatus).toBe("ready");
    const first = await download(doc.id);
    const second = await download(doc.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(first.rawPayload.equals(await storedBytes(doc.id))).toBe(true);
    expect(sha256(first.rawPayload)).toBe(doc.pdfSha256);
    expect(first.headers.etag).toBe(`"${doc.pdfSha256}"`);
    const drawn = calls;
    await download(doc.id);
    expect(calls).toBe(drawn);
  });

  it("If-None-Match with the ETag answers 304 without a body; a Range answers 206 with that part", async () => {
    const doc = await finalized("Bruno Lima");
    const whole = (await download(doc.id)).rawPayload;
    const unchanged = await download(doc.id, { "if-none-match": `"${doc.pdfSha256}"` });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    const part = await download(doc.id, { range: "bytes=0-99" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
    const tail = await download(doc.id, { range: "bytes=-10" });
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);
  });

  it("the public API v1 answers the same bytes", async () => {
    const doc = await finalized("Carla Dias");
    const res = await v1(ctx, key, { method: "GET", url: `/api/v1/documents/${doc.id}/pdf` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(await storedBytes(doc.id))).toBe(true);
    expect(res.headers.etag).toBe(`"${doc.pdfSha256}"`);
  });
});

describe("share link, e-mail attachment and the signed PDF use the stored bytes", () => {
  it("the e-mail's attachment and the public link's PDF are the stored file", async () => {
    const doc = await finalized("Diego Alves");
    const shared = await api(ctx, {
      method: "POST",
      url: `/api/documents/${doc.id}/share`,
      cookie: a.standard.cookie,
      payload: { channel: "email", recipient: "cliente@exemplo.com.br" },
    });
    expect(shared.statusCode, shared.body).toBe(202);
    const mail = catcher.messages.find((m) => m.to.includes("cliente@exemplo.com.br"));
    const parsed = await PostalMime.parse(mail?.raw ?? "");
    const attachment = parsed.attachments.find((f) => f.mimeType === "application/pdf");
    const stored = await storedBytes(doc.id);
    expect(Buffer.from(attachment?.content as ArrayBuffer).equals(stored)).toBe(true);
    const token = shareToken(ctx.deps.config.authSecret, shared.json().id);
    const pdf = await api(ctx, { method: "GET", url: `/api/shared/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(stored)).toBe(true);
    expect(pdf.headers["cache-control"]).toBe("no-store");
  });

  it("the signature request's original is the stored file, and the sealed PDF holds its page", async () => {
    const doc = await finalized("Elisa Prado");
    const stored = await storedBytes(doc.id);
    const drawnAs = /desenho (\d+)/.exec(poppler("pdftotext", stored))?.[1];
    expect(drawnAs).toBeDefined();
    const asked = await requestSignatures(ctx, a.standard.cookie, doc.id, [
      { signer_name: "Rui", signer_email: "rui@exemplo.com.br", order_sequence: 1 },
    ]);
    expect(asked.statusCode, asked.body).toBe(201);
    // The account sends through its own SMTP (the catcher): the invitation, then the code.
    const lastTo = async (to: string) =>
      (await PostalMime.parse(catcher.messages.filter((m) => m.to.includes(to)).at(-1)?.raw ?? "")).text ?? "";
    const token = linkIn(await lastTo("rui@exemplo.com.br"));
    await api(ctx, { method: "POST", url: `/api/sign/${token}/code` });
    const code = codeIn(await lastTo("rui@exemplo.com.br"));
    const signed = await api(ctx, {
      method: "POST",
      url: `/api/sign/${token}/sign`,
      payload: { code, typedSignature: "Rui" },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const [request] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.documentId, doc.id));
    expect(request?.originalSha256).toBe(sha256(stored));
    const sealed = request?.signedFileId ? await ctx.deps.storage.get(request.signedFileId) : null;
    const text = poppler("pdftotext", sealed?.data ?? Buffer.alloc(0), ["-f", "1", "-l", "1"]);
    expect(text).toContain(`Contrato armazenado - desenho ${drawnAs}`);
    expect(poppler("pdftotext", sealed?.data ?? Buffer.alloc(0))).toContain("Página de evidências");
  });
});
