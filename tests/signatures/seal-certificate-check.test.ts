import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureRequests, systemSettings } from "../../src/server/db/tables/signatures";
import { expireOverdueRequests } from "../../src/server/modules/signatures/housekeeping";
import { generateSealCertificate } from "../../src/server/modules/signatures/providers/builtin/certificate";
import { SEAL_CERTIFICATE_KEY } from "../../src/server/modules/signatures/providers/builtin/seal-certificate";
import { resumeWaitingSeals } from "../../src/server/modules/signatures/providers/builtin/signature-seal-job";
import { api, type TestContext, type TestUser } from "../helpers/app";
import { poppler } from "../pdf/poppler";
import { chainPkcs12, type TestChain, threeLevelChain } from "./chain";
import { finalizedDocument, sealTestContext, signAsOnlySigner, uploadSealPfx } from "./support";

/**
 * Issue 22 defect 4: the uploaded A1 is checked at seal time too (validity dates, key/certificate match,
 * readable key). A certificate that fails never falls back silently to the platform's: the request waits
 * with a clear reason, the super admins get an e-mail and the seal settings show it; a good certificate
 * uploaded then seals what was waiting.
 */
let ctx: TestContext;
let superAdmin: TestUser;
let adminA: TestUser;
let accountA: string;
const URL = "/api/signature-seal-certificate";
const now = new Date();
const expired = threeLevelChain({
  leafNotBefore: new Date(now.getTime() - 400 * 24 * 3600 * 1000),
  leafNotAfter: new Date(now.getTime() - 24 * 3600 * 1000),
  leafName: "EMPRESA VENCIDA LTDA:12345678000195",
});
const good = threeLevelChain({ leafName: "EMPRESA EM DIA LTDA:12345678000195" });

/** What an upload stores, written directly: a certificate that was fine at upload and is not any more. */
async function storeSeal(seal: { keyPem: string; certPem: string; chainPem: string[] }, encryptedKey?: string) {
  const value = {
    key_pem: encryptedKey ?? ctx.deps.secrets.encrypt(seal.keyPem),
    cert_pem: seal.certPem,
    chain_pem: seal.chainPem,
  };
  await ctx.db
    .insert(systemSettings)
    .values({ key: SEAL_CERTIFICATE_KEY, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value } });
}

const view = async () => (await api(ctx, { method: "GET", url: URL, cookie: superAdmin.cookie })).json();
const detailOf = async (docId: string) =>
  (await api(ctx, { method: "GET", url: `/api/documents/${docId}/signature-request`, cookie: adminA.cookie })).json();
const mailsTo = (to: string) => ctx.mailer.outbox().filter((m) => m.to === to);

beforeAll(async () => {
  ({ ctx, superAdmin, adminA, accountA } = await sealTestContext(["Checa A", "Checa B"]));
});
afterAll(() => ctx.close());

async function signedDocument(email: string): Promise<string> {
  const docId = await finalizedDocument(ctx, adminA.cookie, accountA);
  expect(await signAsOnlySigner(ctx, adminA.cookie, docId, email)).toBe(200);
  return docId;
}

describe("the uploaded A1 checked at seal time (defect 4)", () => {
  it("expired since upload: the request waits with a clear reason, never sealed by the platform; super admin e-mailed once; banner data", async () => {
    await storeSeal(expired.seal);
    const first = await signedDocument("ana@checa.com.br");
    const detail = await detailOf(first);
    expect(detail.status).toBe("in_progress");
    expect(detail.signedDocumentUrl).toBeNull();
    expect(detail.failureReason).toMatch(/Todas as assinaturas foram coletadas/);
    expect(detail.failureReason).toMatch(/venceu em/);
    const [row] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, detail.id));
    expect(row?.signedFileId).toBeNull();

    const alerts = mailsTo(superAdmin.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe("Minuta: documentos assinados aguardam o selo");
    expect(alerts[0]?.text).toMatch(/venceu em/);
    expect(alerts[0]?.text).toContain("/admin/settings/zapsign");

    // A second blocked request for the same reason: no second e-mail, the count grows.
    await signedDocument("bia@checa.com.br");
    expect(mailsTo(superAdmin.email)).toHaveLength(1);
    const shown = await view();
    expect(shown.problem).toMatch(/venceu em/);
    expect(shown.waitingRequests).toBe(2);

    // Other roles never see it: the route is super_admin only.
    expect((await api(ctx, { method: "GET", url: URL, cookie: adminA.cookie })).statusCode).toBe(403);

    // A good certificate uploaded: what was waiting is sealed with it, the banner clears.
    const saved = await uploadSealPfx(ctx, superAdmin.cookie, chainPkcs12(good, "senha"), "senha");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ problem: null, waitingRequests: 0 });
    const sealed = await detailOf(first);
    expect(sealed.status).toBe("completed");
    expect(sealed.failureReason).toBeNull();
    const pdf = await api(ctx, { method: "GET", url: sealed.signedDocumentUrl, cookie: adminA.cookie });
    const report = poppler("pdfsig", pdf.rawPayload);
    expect(report).toContain("Signature is Valid.");
    expect(report).toContain("Signer Certificate Common Name: EMPRESA EM DIA LTDA:12345678000195");
  });

  it("a request waiting for its seal never expires: its signatures are kept; the seal is tried again", async () => {
    await storeSeal(expired.seal);
    const docId = await signedDocument("dani@checa.com.br");
    const waitingId = (await detailOf(docId)).id;
    await ctx.db
      .update(signatureRequests)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(signatureRequests.id, waitingId));
    expect(await expireOverdueRequests(ctx.deps)).toBe(0);
    const detail = await detailOf(docId);
    expect(detail.status).toBe("in_progress");
    expect(detail.recipients[0].status).toBe("signed");
    expect(detail.failureReason).toMatch(/venceu em/);

    await storeSeal(good.seal);
    await resumeWaitingSeals(ctx.deps); // what the hourly housekeeping does too
    expect((await detailOf(docId)).status).toBe("completed");
  });

  it.each<[string, () => Promise<void>, RegExp]>([
    [
      "a key that does not match the certificate",
      () => storeSeal({ ...good.seal, keyPem: generateSealCertificate().keyPem }),
      /chave privada não corresponde/,
    ],
    ["a key that cannot be decrypted", () => storeSeal(good.seal, "enc:v1:AAAA:BBBB:CCCC"), /não pôde ser lido/],
    [
      "a certificate not valid yet",
      () =>
        storeSeal((threeLevelChain({ leafNotBefore: new Date(now.getTime() + 24 * 3600 * 1000) }) as TestChain).seal),
      /só é válido a partir de/,
    ],
  ])("%s: the request waits, never sealed by another certificate", async (_, store, reason) => {
    await store();
    const docId = await signedDocument(`c${Math.random().toString(36).slice(2, 8)}@checa.com.br`);
    const detail = await detailOf(docId);
    expect(detail.status).toBe("in_progress");
    expect(detail.failureReason).toMatch(reason);
    expect((await view()).problem).toMatch(reason);
  });

  it("uploading an expired A1 is refused with the same Portuguese reason and changes nothing; going back to the platform seals what waited", async () => {
    const before = await view();
    const refused = await uploadSealPfx(ctx, superAdmin.cookie, chainPkcs12(expired, "senha"), "senha");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/^O certificado A1 enviado venceu em \d{2}\/\d{2}\/\d{4}\.$/);
    expect(await view()).toEqual(before);
    expect(before.waitingRequests).toBeGreaterThan(0);

    expect((await api(ctx, { method: "DELETE", url: URL, cookie: superAdmin.cookie })).statusCode).toBe(204);
    expect(await view()).toMatchObject({ source: "platform", problem: null, waitingRequests: 0 });
  });
});
