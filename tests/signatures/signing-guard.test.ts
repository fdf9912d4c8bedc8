import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNATURE_MESSAGES } from "../../src/domain/signatures/signatures";
import { storedFiles } from "../../src/server/db/tables/files";
import { signatureRequests, signatureSigners } from "../../src/server/db/tables/signatures";
import { api, type TestContext } from "../helpers/app";
import type { CorporateUsers } from "../helpers/fixtures";
import { poppler } from "../pdf/poppler";
import { createCategory } from "../templates/fixtures";
import { pngDataUrl, pngSize, testPng } from "./png-fixtures";
import { builtinSigningContext, codeIn, finalizedDocument, linkIn, mailsTo } from "./support";

/**
 * Issue 22, defects 2, 3, 6, 7 and 10: the signer's second factor cannot be brute-forced, the drawn
 * signature is checked at the door, the evidence counts what happened, ended links answer 410, and a
 * lone UTF-16 surrogate is refused in Portuguese.
 */
let ctx: TestContext;
let a: CorporateUsers;
let accountA: string;
let clock = new Date();

beforeAll(async () => {
  ({
    ctx,
    a,
    tenants: { accountA },
  } = await builtinSigningContext(() => clock));
});
afterAll(() => ctx.close());

const UA = { "user-agent": "Navegador de Teste/1.0" };
const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** A built-in request of one signer, made by the account's standard user: its link token and id. */
async function newRequest(c: TestContext, cookie: string, name: string, email: string, extra = {}) {
  const docId = await finalizedDocument(c, cookie, accountA);
  const res = await api(c, {
    method: "POST",
    url: `/api/documents/${docId}/signature-requests`,
    cookie,
    payload: { recipients: [{ signer_name: name, signer_email: email, order_sequence: 1 }], ...extra },
  });
  expect(res.statusCode).toBe(201);
  return { token: linkIn(mailsTo(c, email)[0]?.text ?? ""), requestId: res.json().signatureRequestId, docId };
}

const signer = (c: TestContext, token: string, headers: Record<string, string> = {}) => ({
  view: () => api(c, { method: "GET", url: `/api/sign/${token}`, headers: { ...UA, ...headers } }),
  pdf: (accept?: string) =>
    api(c, {
      method: "GET",
      url: `/api/sign/${token}/pdf`,
      headers: { ...UA, ...headers, ...(accept ? { accept } : {}) },
    }),
  code: () => api(c, { method: "POST", url: `/api/sign/${token}/code`, headers: { ...UA, ...headers } }),
  sign: (body: Record<string, unknown>) =>
    api(c, { method: "POST", url: `/api/sign/${token}/sign`, payload: body, headers: { ...UA, ...headers } }),
  decline: (reason: string) =>
    api(c, { method: "POST", url: `/api/sign/${token}/decline`, payload: { reason }, headers: { ...UA, ...headers } }),
});

async function recipientOf(requestId: string) {
  const [r] = await ctx.db.select().from(signatureSigners).where(eq(signatureSigners.signatureRequestId, requestId));
  if (!r) throw new Error("no recipient");
  return r;
}

async function requestOf(requestId: string) {
  const [r] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
  if (!r) throw new Error("no request");
  return r;
}

describe("defect 2: the signer's code cannot be brute-forced", () => {
  it("a script with the link gets at most 10 wrong guesses in total (new codes, parallel requests); then the signer is locked and the requester told", async () => {
    const email = "bruna.forca@exemplo.com";
    const { token, requestId } = await newRequest(ctx, a.standard.cookie, "Bruna", email);
    const s = signer(ctx, token);
    await s.pdf();
    let refusedAsInvalid = 0;
    let lastCode = "";
    // Ten rounds of "new code → 6 wrong guesses at once", waiting out the re-send limits.
    for (let round = 0; round < 10; round++) {
      later(61 * 60_000);
      const sent = await s.code();
      if (sent.statusCode !== 200) break;
      lastCode = codeIn(mailsTo(ctx, email)[0]?.text ?? "");
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => s.sign({ code: wrongFor(lastCode), typedSignature: "Bruna" })),
      );
      refusedAsInvalid += answers.filter((r) => r.json().error?.code === "CODE_INVALID").length;
    }
    // Each "Código inválido" answer is one evaluated wrong guess; the 10th locks the signer.
    expect(refusedAsInvalid).toBeLessThanOrEqual(9);
    const recipient = await recipientOf(requestId);
    expect(recipient.codeFailures).toBe(10);
    expect(recipient.lockedAt).not.toBeNull();
    // Locked: no new code, and not even the right code of the last one signs.
    const again = await s.code();
    expect(again.statusCode).toBe(423);
    expect(again.json().error.message).toBe(SIGNATURE_MESSAGES.signerLocked);
    const right = await s.sign({ code: lastCode, typedSignature: "Bruna" });
    expect(right.statusCode).toBe(423);
    expect((await recipientOf(requestId)).status).not.toBe("signed");
    expect((await s.view()).json()).toMatchObject({ canSign: false, locked: true });
    // The requester is told once.
    const told = mailsTo(ctx, a.standard.email).filter((m) => /bloquead/i.test(m.subject));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain("Bruna");
    // Nor is a locked signer reminded of the link.
    const { remindPendingSigners } = await import("../../src/server/modules/signatures/housekeeping");
    const mails = mailsTo(ctx, email).length;
    later(3 * 86_400_000);
    await remindPendingSigners(ctx.deps);
    expect(mailsTo(ctx, email)).toHaveLength(mails);
    // Every attempt is in the evidence, with the address and the browser.
    const attempts = await ctx.db.execute<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from signature_attempts where signature_recipient_id = ${recipient.id} group by kind`,
    );
    const byKind = Object.fromEntries(
      (attempts as unknown as { rows: Array<{ kind: string; n: number }> }).rows.map((r) => [r.kind, r.n]),
    );
    expect(byKind.code_wrong).toBe(10);
    expect(byKind.code_sent).toBe(2);
    expect(byKind.code_refused).toBeGreaterThanOrEqual(3);
  });

  it("code re-sends: one per 60 seconds and five per hour (429 in Portuguese, no message sent)", async () => {
    const email = "rita.reenvio@exemplo.com";
    const { token } = await newRequest(ctx, a.standard.cookie, "Rita", email);
    const s = signer(ctx, token);
    const before = mailsTo(ctx, email).length;
    expect((await s.code()).statusCode).toBe(200);
    const soon = await s.code();
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.message).toMatch(/Aguarde \d+ segundos/);
    for (let i = 0; i < 4; i++) {
      later(61_000);
      expect((await s.code()).statusCode).toBe(200);
    }
    later(61_000);
    const sixth = await s.code();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(SIGNATURE_MESSAGES.codeHourlyLimit);
    expect(mailsTo(ctx, email).length - before).toBe(5);
    later(60 * 60_000);
    expect((await s.code()).statusCode).toBe(200);
  });

  it("the public signer routes are rate-limited per link and per client address; TRUST_PROXY decides the address", async () => {
    const bed = await builtinSigningContext(() => new Date(), {
      signRateLimit: { perToken: 5, perAddress: 8 },
      trustProxy: "127.0.0.1",
    });
    const limited = bed.ctx;
    try {
      const users = bed.a;
      const docId = await finalizedDocument(limited, users.standard.cookie, bed.tenants.accountA);
      const email = "proxy@exemplo.com";
      const made = await api(limited, {
        method: "POST",
        url: `/api/documents/${docId}/signature-requests`,
        cookie: users.standard.cookie,
        payload: { recipients: [{ signer_name: "Paula", signer_email: email, order_sequence: 1 }] },
      });
      const token = linkIn(mailsTo(limited, email)[0]?.text ?? "");
      // Behind the trusted proxy, the signer's own address is recorded.
      const s = signer(limited, token, { "x-forwarded-for": "203.0.113.9" });
      await s.pdf();
      await s.code();
      const code = codeIn(mailsTo(limited, email)[0]?.text ?? "");
      expect((await s.sign({ code, typedSignature: "Paula" })).statusCode).toBe(200);
      const [row] = await limited.db
        .select()
        .from(signatureSigners)
        .where(eq(signatureSigners.signatureRequestId, made.json().signatureRequestId));
      expect(row?.signerIp).toBe("203.0.113.9");
      // Per link: 5 a minute (3 used above); the 6th is refused in Portuguese.
      const fromOther = signer(limited, token, { "x-forwarded-for": "203.0.113.10" });
      expect((await fromOther.view()).statusCode).toBe(200);
      expect((await fromOther.view()).statusCode).toBe(200);
      const over = await fromOther.view();
      expect(over.statusCode).toBe(429);
      expect(over.json().error.message).toBe(SIGNATURE_MESSAGES.tooManyRequests);
      // Per address: 8 a minute whatever the link.
      const guesser = (n: number) =>
        signer(limited, `link-inventado-${n}-abcdefghijklmnop`, { "x-forwarded-for": "198.51.100.1" });
      for (let i = 0; i < 8; i++) expect((await guesser(i).view()).statusCode).toBe(404);
      expect((await guesser(99).view()).statusCode).toBe(429);
      const neighbour = signer(limited, "link-inventado-1-abcdefghijklmnop", { "x-forwarded-for": "198.51.100.2" });
      expect((await neighbour.view()).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it("TRUST_PROXY off (the default): a forged X-Forwarded-For is ignored", async () => {
    const email = "forjado@exemplo.com";
    const { token, requestId } = await newRequest(ctx, a.standard.cookie, "Fábio", email);
    const s = signer(ctx, token, { "x-forwarded-for": "203.0.113.77" });
    await s.pdf();
    later(61 * 60_000);
    await s.code();
    const code = codeIn(mailsTo(ctx, email)[0]?.text ?? "");
    expect((await s.sign({ code, typedSignature: "Fábio" })).statusCode).toBe(200);
    expect((await recipientOf(requestId)).signerIp).toBe("127.0.0.1");
  });
});

describe("defect 3: the drawn signature is checked at the door and re-encoded", () => {
  it("refuses junk, a huge canvas and an oversized file in Portuguese without spending a try; re-encodes a good PNG", async () => {
    const email = "desenho@exemplo.com";
    const { token, requestId } = await newRequest(ctx, a.standard.cookie, "Dora", email);
    const s = signer(ctx, token);
    await s.pdf();
    later(61 * 60_000);
    await s.code();
    const code = codeIn(mailsTo(ctx, email)[0]?.text ?? "");
    const junk = await s.sign({ code, drawnSignature: pngDataUrl(Buffer.from("isto não é um PNG")) });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.details.fieldErrors.drawnSignature).toBe(SIGNATURE_MESSAGES.drawnNotPng);
    const huge = await s.sign({
      code,
      drawnSignature: pngDataUrl(testPng(20, 20, { claimWidth: 16000, claimHeight: 16000 })),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.details.fieldErrors.drawnSignature).toBe(SIGNATURE_MESSAGES.drawnTooBig);
    const heavy = testPng(260, 260, { noise: true });
    expect(heavy.length).toBeGreaterThan(200 * 1024);
    const tooHeavy = await s.sign({ code, drawnSignature: pngDataUrl(heavy) });
    expect(tooHeavy.statusCode).toBe(400);
    expect(JSON.stringify(tooHeavy.json())).toContain(SIGNATURE_MESSAGES.drawnTooHeavy);
    // Nothing changed: no try spent, still the signer's turn.
    const r = await recipientOf(requestId);
    expect([r.codeAttempts, r.status]).toEqual([0, "viewed"]);

    const good = testPng(600, 180, { text: "<script>alert(1)</script>" });
    const signed = await s.sign({ code, drawnSignature: pngDataUrl(good) });
    expect(signed.statusCode).toBe(200);
    const stored = Buffer.from(
      ((await recipientOf(requestId)).signatureImage ?? "").replace(/^data:image\/png;base64,/, ""),
      "base64",
    );
    expect(stored.subarray(1, 4).toString()).toBe("PNG");
    expect(pngSize(stored)).toEqual({ width: 600, height: 180 });
    expect(stored.includes(Buffer.from("tEXt"))).toBe(false);
    expect((await requestOf(requestId)).status).toBe("completed");
  });
});

describe("defect 6: the evidence says what happened", () => {
  it("counts every try across codes, and says plainly when the signer never opened the document", async () => {
    const email = "contagem@exemplo.com";
    const { token, requestId } = await newRequest(ctx, a.standard.cookie, "Carla", email);
    const s = signer(ctx, token);
    later(61 * 60_000);
    await s.code();
    const first = codeIn(mailsTo(ctx, email)[0]?.text ?? "");
    for (let i = 0; i < 5; i++) await s.sign({ code: wrongFor(first), typedSignature: "Carla" });
    later(61_000);
    await s.code();
    const second = codeIn(mailsTo(ctx, email)[0]?.text ?? "");
    await s.sign({ code: wrongFor(second), typedSignature: "Carla" });
    expect((await s.sign({ code: second, typedSignature: "Carla" })).statusCode).toBe(200);
    const request = await requestOf(requestId);
    expect(request.status).toBe("completed");
    const [file] = await ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, request.signedFileId ?? ""));
    const text = poppler("pdftotext", Buffer.from(file?.data ?? "")).replace(/\s+/g, " ");
    expect(text).toContain("confirmado na 7ª tentativa");
    expect(text).toContain("não abriu o documento");
  });

  it("refuses to seal when the stored original no longer matches its recorded SHA-256", async () => {
    const email = "adulterado@exemplo.com";
    const { token, requestId } = await newRequest(ctx, a.standard.cookie, "Aldo", email);
    const s = signer(ctx, token);
    await s.pdf();
    const before = await requestOf(requestId);
    const [original] = await ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, before.originalFileId ?? ""));
    const tampered = Buffer.from(original?.data ?? "");
    tampered.write("%PDF-1.7 adulterado", 0, "latin1");
    await ctx.db
      .update(storedFiles)
      .set({ data: tampered })
      .where(eq(storedFiles.id, before.originalFileId ?? ""));
    later(61 * 60_000);
    await s.code();
    const code = codeIn(mailsTo(ctx, email)[0]?.text ?? "");
    expect((await s.sign({ code, typedSignature: "Aldo" })).statusCode).toBe(200);
    const after = await requestOf(requestId);
    expect(after.status).toBe("in_progress");
    expect(after.signedFileId).toBeNull();
    expect(after.failureReason).toContain("SHA-256");
  });
});

describe("defect 7: an ended link answers 410 with a Portuguese page", () => {
  it("after cancel, decline and expiry, the view and the PDF answer 410", async () => {
    const canceled = await newRequest(ctx, a.standard.cookie, "Célia", "celia.410@exemplo.com");
    await api(ctx, {
      method: "POST",
      url: `/api/signature-requests/${canceled.requestId}/cancel`,
      cookie: a.standard.cookie,
    });
    const c = signer(ctx, canceled.token);
    const view = await c.view();
    expect(view.statusCode).toBe(410);
    expect(view.json().error).toMatchObject({
      code: "SIGNING_LINK_GONE",
      message: SIGNATURE_MESSAGES.linkGone.canceled,
    });
    expect((await c.pdf()).statusCode).toBe(410);
    const page = await c.pdf("text/html,application/xhtml+xml");
    expect(page.statusCode).toBe(410);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(SIGNATURE_MESSAGES.linkGone.canceled);
    expect(page.body).toContain('lang="pt-BR"');

    const declined = await newRequest(ctx, a.standard.cookie, "Davi", "davi.410@exemplo.com");
    const d = signer(ctx, declined.token);
    expect((await d.decline("Não concordo")).statusCode).toBe(200);
    expect((await d.view()).json().error.message).toBe(SIGNATURE_MESSAGES.linkGone.declined);
    expect((await d.pdf()).statusCode).toBe(410);

    const expiring = await newRequest(ctx, a.standard.cookie, "Ester", "ester.410@exemplo.com", {
      expires_at: new Date(clock.getTime() + 86_400_000).toISOString(),
    });
    later(2 * 86_400_000);
    const e = signer(ctx, expiring.token);
    expect((await e.view()).json().error.message).toBe(SIGNATURE_MESSAGES.linkGone.expired);
    expect((await e.pdf()).statusCode).toBe(410);
    expect((await e.code()).statusCode).toBe(410);
  });
});

describe("defect 10: a lone UTF-16 surrogate is refused at the door", () => {
  it("answers 400 in Portuguese for a template title and body, a signer's name and a decline reason, and stores nothing", async () => {
    const cat = await createCategory(ctx.db, [accountA], "Surrogates");
    const count = async () =>
      Number(
        (
          (await ctx.db.execute(sql`select count(*)::int as n from document_templates`)) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows[0]?.n,
      );
    const templates = await count();
    for (const payload of [
      { title: "HV 5 s\ud800s", categoryId: cat, templateContent: "<p>ok</p>", variablesSchema: [] },
      { title: "Contrato", categoryId: cat, templateContent: "<p>a\udc00b</p>", variablesSchema: [] },
    ]) {
      const res = await api(ctx, { method: "POST", url: "/api/templates", cookie: a.admin.cookie, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("O texto contém caracteres inválidos (UTF-16 incompleto).");
    }
    expect(await count()).toBe(templates);
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const req = await api(ctx, {
      method: "POST",
      url: `/api/documents/${docId}/signature-requests`,
      cookie: a.standard.cookie,
      payload: { recipients: [{ signer_name: "Ana \ud83d", signer_email: "ana.s@exemplo.com", order_sequence: 1 }] },
    });
    expect(req.statusCode).toBe(400);
    expect(JSON.stringify(req.json())).toContain("UTF-16 incompleto");
    const { token } = await newRequest(ctx, a.standard.cookie, "Saulo", "saulo.s@exemplo.com");
    const refused = await signer(ctx, token).decline("motivo \udfff");
    expect(refused.statusCode).toBe(400);
    expect((await signer(ctx, token).view()).json().canSign).toBe(true);
  });
});
