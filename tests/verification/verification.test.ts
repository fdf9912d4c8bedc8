import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFICATION_MESSAGES, VERIFY_PDF_MAX_BYTES } from "../../src/domain/verification/verification";
import { VERIFY_RATE_LIMIT_PER_MINUTE } from "../../src/server/modules/verification/routes";
import {
  APP_URL,
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
} from "../helpers/app";
import { poppler } from "../pdf/poppler";
import { fakePdf, finalizedDocument, inlineJobs, requestSignatures } from "../signatures/support";

let ctx: TestContext;
let accountId: string;
let cookie: string;
let requesterEmail: string;
const jobs = inlineJobs(() => ctx.deps);
const ACCOUNT_NAME = "Construtora Sigilosa Ltda";

beforeAll(async () => {
  ctx = await createTestContext({ deps: { pdf: await fakePdf(), jobs } });
  accountId = await createCorporateAccount(ctx.db, ACCOUNT_NAME);
  const requester = await createSignedInUser(ctx, "standard_user", { accountId });
  cookie = requester.cookie;
  requesterEmail = requester.email;
});
afterAll(() => ctx.close());

const SIGNER_ADDRESS = "198.51.100.7";
const signerCall = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
  api(ctx, {
    method,
    url,
    payload,
    remoteAddress: SIGNER_ADDRESS,
    headers: { "user-agent": "Navegador Secreto/9.9" },
  });
const lastMailTo = (to: string) => ctx.mailer.outbox().find((m) => m.to === to)?.text ?? "";

/** A document of the account signed by Maria and João through their links: the sealed PDF and its request. */
async function sealedDocument() {
  const docId = await finalizedDocument(ctx, cookie, accountId);
  const stamp = Math.random().toString(36).slice(2, 8);
  const emails = [`maria.${stamp}@exemplo.com.br`, `joao.${stamp}@exemplo.com.br`];
  const created = await requestSignatures(ctx, cookie, docId, [
    { signer_name: "Maria Primeira", signer_email: emails[0], order_sequence: 1, authentication_method: "email" },
    { signer_name: "João Segundo", signer_email: emails[1], order_sequence: 2, authentication_method: "email" },
  ]);
  expect(created.statusCode, created.body).toBe(201);
  for (const email of emails) {
    const token = /\/assinar\/([A-Za-z0-9_-]+)/.exec(lastMailTo(email))?.[1];
    await signerCall("GET", `/api/sign/${token}/pdf`);
    await signerCall("POST", `/api/sign/${token}/code`);
    const code = /é (\d{6})\./.exec(lastMailTo(email))?.[1];
    const signed = await signerCall("POST", `/api/sign/${token}/sign`, { code, typedSignature: "Assinatura" });
    expect(signed.statusCode, signed.body).toBe(200);
  }
  const detail = (await api(ctx, { method: "GET", url: `/api/documents/${docId}/signature-request`, cookie })).json();
  expect(detail.status).toBe("completed");
  const pdf = (await api(ctx, { method: "GET", url: detail.signedDocumentUrl, cookie })).rawPayload;
  return { docId, detail, pdf, emails };
}

const verifyFile = (pdf: Buffer, remoteAddress?: string) =>
  api(ctx, {
    method: "POST",
    url: "/api/verification",
    payload: pdf,
    headers: { "content-type": "application/pdf" },
    remoteAddress,
  });
const verifyCode = (code: string, remoteAddress?: string) =>
  api(ctx, { method: "GET", url: `/api/verification/${encodeURIComponent(code)}`, remoteAddress });

let sealed: Awaited<ReturnType<typeof sealedDocument>>;
let printedCode: string;

describe("the code and the address on the evidence page", () => {
  it("pdftotext of a sealed PDF shows the verification code and <APP_URL>/verificar?codigo=…", async () => {
    sealed = await sealedDocument();
    const text = poppler("pdftotext", sealed.pdf);
    const code = /Código de verificação: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
    expect(code).toBeTruthy();
    printedCode = code ?? "";
    expect(text).toContain(`${APP_URL}/verificar?codigo=${printedCode}`);
    expect(poppler("pdfsig", sealed.pdf)).toContain("Signature is Valid.");
  });
});

describe("POST /api/verification (the PDF) and GET /api/verification/:code — public", () => {
  it("the sealed PDF as downloaded: sealed by Minuta, intact, its seal valid; signers with times and methods", async () => {
    const res = await verifyFile(sealed.pdf);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({
      documentTitle: expect.any(String),
      sandbox: sealed.detail.sandbox,
      verificationCode: printedCode,
      sealedSha256: sealed.detail.finalSha256,
      originalSha256: sealed.detail.originalSha256,
      completedAt: sealed.detail.completedAt,
      timestampedAt: null,
      file: {
        sha256: sealed.detail.finalSha256,
        intact: true,
        seal: { digestMatches: true, signatureValid: true, coversWholeFile: true },
      },
    });
    expect(v.signers).toEqual([
      {
        order: 1,
        name: "Maria Primeira",
        email: "m***@e***.br",
        method: "E-mail (código de 6 dígitos)",
        signedAt: expect.any(String),
      },
      {
        order: 2,
        name: "João Segundo",
        email: "j***@e***.br",
        method: "E-mail (código de 6 dígitos)",
        signedAt: expect.any(String),
      },
    ]);
  });

  it("the printed code, as typed (lower case, O for 0, with or without hyphens), answers the same document", async () => {
    const byFile = (await verifyFile(sealed.pdf)).json();
    for (const typed of [printedCode, printedCode.toLowerCase(), ` ${printedCode.replaceAll("-", " ")} `]) {
      const res = await verifyCode(typed.replaceAll("0", "O"));
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ ...byFile, file: null });
    }
  });

  it("a copy changed after the seal is found by its code and reported not intact", async () => {
    // One byte inside the first stream changed: the seal's digest no longer matches.
    const tampered = Buffer.from(sealed.pdf);
    const at = tampered.indexOf("stream\n") + 20;
    tampered[at] = (tampered[at] ?? 0) ^ 0xff;
    const res = await verifyFile(tampered);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().verificationCode).toBe(printedCode);
    expect(res.json().file).toMatchObject({
      intact: false,
      seal: { digestMatches: false, signatureValid: true, coversWholeFile: true },
    });
    expect(res.json().file.sha256).not.toBe(sealed.detail.finalSha256);

    // Bytes appended after the seal (an incremental update): the seal still matches what it covers, the file is not the sealed one.
    const appended = Buffer.concat([sealed.pdf, Buffer.from("\n% alterado depois\n")]);
    const later = (await verifyFile(appended)).json();
    expect(later.file).toMatchObject({
      intact: false,
      seal: { digestMatches: true, signatureValid: true, coversWholeFile: false },
    });
  });

  it("unknown code, malformed code, unknown PDF, not a PDF, empty and too large: clear Portuguese answers", async () => {
    const unknown = await verifyCode("ABCD-EFGH-JKMN-PQRS");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(VERIFICATION_MESSAGES.codeUnknown);

    const malformed = await verifyCode("123");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(VERIFICATION_MESSAGES.codeInvalid);
    expect((await verifyCode("ABCD-EFGH-JKMN-PQR!")).json().error.message).toBe(VERIFICATION_MESSAGES.codeInvalid);

    // The original the signers read (before the seal) is not a document Minuta sealed.
    const original = await (await fakePdf()).render({} as never);
    const other = await verifyFile(Buffer.from(original));
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(VERIFICATION_MESSAGES.fileUnknown);

    const notPdf = await verifyFile(Buffer.from("isto não é um PDF"));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error.message).toBe(VERIFICATION_MESSAGES.notPdf);

    const empty = await api(ctx, { method: "POST", url: "/api/verification" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(VERIFICATION_MESSAGES.fileEmpty);

    const huge = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(VERIFY_PDF_MAX_BYTES)]);
    const tooLarge = await verifyFile(huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(VERIFICATION_MESSAGES.fileTooLarge);
  });

  it("leaks nothing of the tenant: no account, no ids, no full e-mails, no address, no browser", async () => {
    const byFile = await verifyFile(sealed.pdf);
    const byCode = await verifyCode(printedCode);
    for (const res of [byFile, byCode]) {
      expect(res.statusCode).toBe(200);
      const text = res.body;
      for (const secret of [
        ACCOUNT_NAME,
        accountId,
        sealed.docId,
        sealed.detail.id,
        ...sealed.detail.recipients.map((r: { id: string }) => r.id),
        ...sealed.emails,
        "exemplo.com.br",
        SIGNER_ADDRESS,
        "Navegador Secreto",
        requesterEmail,
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it("answers without a session; a signed-in caller gets the same answer, nothing more", async () => {
    const anonymous = await verifyCode(printedCode);
    const signedIn = await api(ctx, { method: "GET", url: `/api/verification/${printedCode}`, cookie });
    expect(anonymous.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.json());
  });

  it(`rate-limits one address to ${VERIFY_RATE_LIMIT_PER_MINUTE} verifications a minute (codes and files together)`, async () => {
    const address = "203.0.113.77";
    for (let i = 0; i < VERIFY_RATE_LIMIT_PER_MINUTE - 1; i++) {
      expect((await verifyCode(printedCode, address)).statusCode).toBe(200);
    }
    expect((await verifyFile(sealed.pdf, address)).statusCode).toBe(200);
    const limited = await verifyCode(printedCode, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(VERIFICATION_MESSAGES.tooManyRequests);
    expect((await verifyFile(sealed.pdf, address)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await verifyCode(printedCode, "203.0.113.78")).statusCode).toBe(200);
  });
});
