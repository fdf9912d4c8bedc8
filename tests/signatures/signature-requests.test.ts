import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureLimitMessage } from "../../src/domain/plans/plans";
import { SIGNATURE_MESSAGES } from "../../src/domain/signatures/signatures";
import { signatureSigners } from "../../src/server/db/tables/signatures";
import { signingToken } from "../../src/server/modules/signatures/signing-token";
import { api, createSignedInUser, type TestContext, type TestUser } from "../helpers/app";
import { type CorporateUsers, createPlanWith, createTwoTenants } from "../helpers/fixtures";
import { SPEC_TEXTS } from "../helpers/spec-texts";
import { poppler } from "../pdf/poppler";
import { builtinSigningContext, codeIn, finalizedDocument, linkIn, mailsTo as mailsOf } from "./support";

let ctx: TestContext;
let a: CorporateUsers;
let b: CorporateUsers;
let accountA: string;
let superAdmin: TestUser;
let clock = new Date();

beforeAll(async () => {
  ({
    ctx,
    a,
    b,
    tenants: { accountA, superAdmin },
  } = await builtinSigningContext(() => clock));
});
afterAll(() => ctx.close());

const signer = (name: string, email: string, extra: Record<string, unknown> = {}) => ({
  signer_name: name,
  signer_email: email,
  order_sequence: 1,
  authentication_method: "email",
  ...extra,
});
const requestSignature = (docId: string, cookie: string | undefined, payload: Record<string, unknown>) =>
  api(ctx, { method: "POST", url: `/api/documents/${docId}/signature-requests`, cookie, payload });
const mailsTo = (to: string) => mailsOf(ctx, to);
const pub = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
  api(ctx, { method, url, payload, headers: { "user-agent": "Navegador de Teste/1.0" } });

async function recipientsOf(requestId: string) {
  return ctx.db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.signatureRequestId, requestId))
    .orderBy(signatureSigners.orderSequence);
}

describe("POST /api/documents/:id/signature-requests — validation (spec 3 §5)", () => {
  it("answers each field's Portuguese message", async () => {
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const none = await requestSignature(docId, a.standard.cookie, { recipients: [] });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain(SIGNATURE_MESSAGES.atLeastOneSigner);
    const bad = await requestSignature(docId, a.standard.cookie, {
      recipients: [
        signer("", "não-é-email"),
        signer("Ana", "ana@exemplo.com", { authentication_method: "sms" }),
        signer("Bia", "bia@exemplo.com", { order_sequence: 0 }),
      ],
    });
    expect(bad.statusCode).toBe(400);
    const text = JSON.stringify(bad.json());
    for (const m of [
      SIGNATURE_MESSAGES.nameRequired,
      SIGNATURE_MESSAGES.emailInvalid,
      SIGNATURE_MESSAGES.phoneRequiredForSms,
      SIGNATURE_MESSAGES.orderPositive,
    ]) {
      expect(text).toContain(m);
    }
    const past = await requestSignature(docId, a.standard.cookie, {
      recipients: [signer("Ana", "ana@exemplo.com")],
      expires_at: new Date(clock.getTime() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(SIGNATURE_MESSAGES.expiresInPast);
  });

  it("refuses id_verification (needs ZapSign) and sms without WhatsApp configured, with clear messages", async () => {
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const id = await requestSignature(docId, a.standard.cookie, {
      recipients: [signer("Ana", "ana@exemplo.com", { authentication_method: "id_verification" })],
    });
    expect(id.statusCode).toBe(400);
    expect(id.json().error.message).toBe(SIGNATURE_MESSAGES.idVerificationNeedsZapsign);
    const sms = await requestSignature(docId, a.standard.cookie, {
      recipients: [signer("Ana", "ana@exemplo.com", { authentication_method: "sms", signer_phone: "+5511987654321" })],
    });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().error.message).toBe(SIGNATURE_MESSAGES.smsNeedsWhatsapp);
  });
});

describe("preconditions, concurrency, plan limit", () => {
  it("refuses a draft ('Apenas documentos finalizados…') and a second request ('…já possui…')", async () => {
    const draftId = await finalizedDocument(ctx, a.standard.cookie, accountA, "draft");
    const draft = await requestSignature(draftId, a.standard.cookie, {
      recipients: [signer("Ana", "ana.0@exemplo.com")],
    });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().error.message).toBe(SPEC_TEXTS.onlyFinalizedForSignature);
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const first = await requestSignature(docId, a.standard.cookie, {
      recipients: [signer("Ana", "ana.1@exemplo.com")],
    });
    expect(first.statusCode).toBe(201);
    const doc = await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie: a.standard.cookie });
    expect(doc.json().status).toBe("pending_signature");
    expect(doc.json().signature.id).toBe(first.json().signatureRequestId);
    const second = await requestSignature(docId, a.standard.cookie, {
      recipients: [signer("Ana", "ana.1@exemplo.com")],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(SPEC_TEXTS.signatureActiveExists);
  });

  it("two requests at once: one 201, one 409", async () => {
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const body = { recipients: [signer("Ana", "ana.2@exemplo.com")] };
    const answers = await Promise.all([
      requestSignature(docId, a.standard.cookie, body),
      requestSignature(docId, a.standard.cookie, body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("enforces the plan's monthly_signatures_limit on the server (409 with the plan's name)", async () => {
    const plan = await createPlanWith(ctx.db, "Plano Mínimo", { monthly_signatures_limit: 1 });
    const t = await createTwoTenants(ctx, ["Limitada A", "Limitada B"]);
    const { corporateAccounts } = await import("../../src/server/db/schema");
    await ctx.db.update(corporateAccounts).set({ planId: plan }).where(eq(corporateAccounts.id, t.accountA));
    const one = await finalizedDocument(ctx, t.adminA.cookie, t.accountA);
    const two = await finalizedDocument(ctx, t.adminA.cookie, t.accountA);
    expect(
      (await requestSignature(one, t.adminA.cookie, { recipients: [signer("Ana", "a@x.com.br")] })).statusCode,
    ).toBe(201);
    const over = await requestSignature(two, t.adminA.cookie, { recipients: [signer("Ana", "a@x.com.br")] });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(signatureLimitMessage("Plano Mínimo", 1));
    // Issue 21 §7: the plan's name is not doubled ("o plano Plano Mínimo") and the plural is real.
    expect(over.json().error.message).toBe(
      "Limite do plano atingido: o Plano Mínimo permite no máximo 1 solicitação de assinatura por mês. Aguarde o próximo mês ou fale com o administrador para mudar de plano.",
    );
  });

  it("counts the limit in Brasília's calendar month: 23:30 on Nov 30 (-03:00) is November, 00:10 on Dec 1 a new month", async () => {
    const plan = await createPlanWith(ctx.db, "Plano Virada", { monthly_signatures_limit: 1 });
    const t = await createTwoTenants(ctx, ["Virada A", "Virada B"]);
    const { corporateAccounts } = await import("../../src/server/db/schema");
    await ctx.db.update(corporateAccounts).set({ planId: plan }).where(eq(corporateAccounts.id, t.accountA));
    const docs = [
      await finalizedDocument(ctx, t.adminA.cookie, t.accountA),
      await finalizedDocument(ctx, t.adminA.cookie, t.accountA),
      await finalizedDocument(ctx, t.adminA.cookie, t.accountA),
    ];
    const body = { recipients: [signer("Ana", "a@x.com.br")] };
    // Next year's turn of November in São Paulo: always ahead of today, so these pending signers are never
    // due a reminder in the other tests of this file (with a fixed 2026 date they were, from 2026-12-02 on).
    const year = new Date().getUTCFullYear() + 1;
    try {
      clock = new Date(`${year}-11-30T23:30:00-03:00`); // Dec 1 02:30 UTC
      expect((await requestSignature(docs[0]!, t.adminA.cookie, body)).statusCode).toBe(201);
      clock = new Date(`${year}-11-30T23:50:00-03:00`);
      const over = await requestSignature(docs[1]!, t.adminA.cookie, body);
      expect(over.statusCode).toBe(409);
      expect(over.json().error.message).toBe(signatureLimitMessage("Plano Virada", 1));
      clock = new Date(`${year}-12-01T00:10:00-03:00`);
      expect((await requestSignature(docs[2]!, t.adminA.cookie, body)).statusCode).toBe(201);
    } finally {
      clock = new Date();
    }
  });
});

describe("access: 401, cross-tenant 404, the public link of another request", () => {
  it("guards every signed-in route", async () => {
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const created = await requestSignature(docId, a.standard.cookie, {
      recipients: [signer("Ana", "ana.3@exemplo.com")],
    });
    const requestId = created.json().signatureRequestId;
    expect((await requestSignature(docId, undefined, { recipients: [signer("A", "a@b.co")] })).statusCode).toBe(401);
    for (const [method, url] of [
      ["GET", `/api/documents/${docId}/signature-request`],
      ["POST", `/api/signature-requests/${requestId}/cancel`],
      ["GET", `/api/signature-requests/${requestId}/signed-pdf`],
    ] as const) {
      expect((await api(ctx, { method, url })).statusCode).toBe(401);
      const other = await api(ctx, { method, url, cookie: b.admin.cookie });
      expect({ url, status: other.statusCode }).toEqual({ url, status: 404 });
      // Another standard user of the same account does not see a colleague's document either.
      const colleague = await createSignedInUser(ctx, "standard_user", { accountId: accountA });
      expect((await api(ctx, { method, url, cookie: colleague.cookie })).statusCode).toBe(404);
    }
    expect((await requestSignature(docId, b.admin.cookie, { recipients: [signer("A", "a@b.co")] })).statusCode).toBe(
      404,
    );
    // The organisation's admin sees it; the super admin too.
    const seen = await api(ctx, {
      method: "GET",
      url: `/api/documents/${docId}/signature-request`,
      cookie: a.admin.cookie,
    });
    expect(seen.json().id).toBe(requestId);
    expect(
      (await api(ctx, { method: "GET", url: `/api/documents/${docId}/signature-request`, cookie: superAdmin.cookie }))
        .statusCode,
    ).toBe(200);
    // A made-up token is refused on every public route.
    const fake = "A".repeat(43);
    expect((await pub("GET", `/api/sign/${fake}`)).statusCode).toBe(404);
    expect((await pub("GET", `/api/sign/${fake}/pdf`)).statusCode).toBe(404);
    expect((await pub("POST", `/api/sign/${fake}/code`)).statusCode).toBe(404);
    expect((await pub("POST", `/api/sign/${fake}/sign`, { code: "123456", typedSignature: "X" })).statusCode).toBe(404);
    expect((await pub("POST", `/api/sign/${fake}/decline`, { reason: "não" })).statusCode).toBe(404);
  });
});

describe("built-in provider: sequential signing with codes, evidence and the PAdES seal", () => {
  it("invites signer 1, then signer 2 only after 1 signs; completes with a sealed PDF that pdfsig validates", async () => {
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const created = await requestSignature(docId, a.standard.cookie, {
      recipients: [
        signer("Maria Primeira", "maria.seq@exemplo.com"),
        signer("João Segundo", "joao.seq@exemplo.com", { order_sequence: 7 }),
      ],
    });
    expect(created.statusCode).toBe(201);
    const requestId = created.json().signatureRequestId;
    const [r1, r2] = await recipientsOf(requestId);
    expect([r1?.orderSequence, r2?.orderSequence]).toEqual([1, 2]);
    expect([r1?.status, r2?.status]).toEqual(["sent", "pending"]);

    // Only signer 1 got an e-mail, with their link.
    expect(mailsTo("joao.seq@exemplo.com")).toHaveLength(0);
    const token1 = linkIn(mailsTo("maria.seq@exemplo.com")[0]?.text ?? "");
    expect(token1).toBeTruthy();
    // Signer 2's (derived) link is not usable yet.
    const token2 = signingToken(ctx.deps.config.authSecret, r2?.id ?? "");
    expect((await pub("GET", `/api/sign/${token2}`)).statusCode).toBe(404);

    const v1 = await pub("GET", `/api/sign/${token1}`);
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toMatchObject({ signerName: "Maria Primeira", canSign: true, method: "email" });
    const pdf = await pub("GET", `/api/sign/${token1}/pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect((await recipientsOf(requestId))[0]?.status).toBe("viewed");

    // Signing without a code, then with a wrong code.
    expect(
      (await pub("POST", `/api/sign/${token1}/sign`, { code: "000000", typedSignature: "Maria" })).statusCode,
    ).toBe(400);
    expect((await pub("POST", `/api/sign/${token1}/code`)).statusCode).toBe(200);
    const code1 = codeIn(mailsTo("maria.seq@exemplo.com")[0]?.text ?? "");
    expect(code1).toMatch(/^\d{6}$/);
    const wrong = await pub("POST", `/api/sign/${token1}/sign`, {
      code: code1 === "111111" ? "222222" : "111111",
      typedSignature: "Maria",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(SIGNATURE_MESSAGES.codeInvalid(4));
    const signed1 = await pub("POST", `/api/sign/${token1}/sign`, { code: code1, typedSignature: "Maria Primeira" });
    expect(signed1.statusCode).toBe(200);
    expect(signed1.json()).toMatchObject({ status: "signed", canSign: false });

    // Now signer 2 is invited, with the derived link.
    const token2Mail = linkIn(mailsTo("joao.seq@exemplo.com")[0]?.text ?? "");
    expect(token2Mail).toBe(token2);
    await pub("POST", `/api/sign/${token2}/code`);
    const code2 = codeIn(mailsTo("joao.seq@exemplo.com")[0]?.text ?? "");
    const signed2 = await pub("POST", `/api/sign/${token2}/sign`, { code: code2, typedSignature: "João Segundo" });
    expect(signed2.statusCode).toBe(200);

    const doc = await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie: a.standard.cookie });
    expect(doc.json().status).toBe("signed");
    const detail = await api(ctx, {
      method: "GET",
      url: `/api/documents/${docId}/signature-request`,
      cookie: a.standard.cookie,
    });
    expect(detail.json()).toMatchObject({ status: "completed", canCancel: false });
    expect(detail.json().recipients.map((r: { status: string }) => r.status)).toEqual(["signed", "signed"]);
    expect(doc.json().signedDocumentUrl).toBe(detail.json().signedDocumentUrl);

    const file = await api(ctx, { method: "GET", url: detail.json().signedDocumentUrl, cookie: a.standard.cookie });
    expect(file.statusCode).toBe(200);
    expect(poppler("pdfsig", file.rawPayload)).toContain("Signature is Valid.");
    const text = poppler("pdftotext", file.rawPayload);
    for (const s of ["Página de evidências", "Maria Primeira", "João Segundo", "127.0.0.1", "Navegador de Teste/1.0"]) {
      expect(text).toContain(s);
    }
    expect(text).toContain(detail.json().originalSha256);
    // The signed file is not for another tenant.
    expect(
      (await api(ctx, { method: "GET", url: detail.json().signedDocumentUrl, cookie: b.admin.cookie })).statusCode,
    ).toBe(404);
    // Links of a finished request no longer sign.
    expect((await pub("POST", `/api/sign/${token1}/code`)).statusCode).toBe(409);
  });

  it("a code expires after 10 minutes and allows 5 tries", async () => {
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const created = await requestSignature(docId, a.standard.cookie, {
      recipients: [signer("Tina", "tina@exemplo.com")],
    });
    const token = linkIn(mailsTo("tina@exemplo.com")[0]?.text ?? "");
    await pub("POST", `/api/sign/${token}/code`);
    const code = codeIn(mailsTo("tina@exemplo.com")[0]?.text ?? "");
    const start = clock;
    clock = new Date(start.getTime() + 11 * 60_000);
    const late = await pub("POST", `/api/sign/${token}/sign`, { code, typedSignature: "Tina" });
    expect(late.json().error.message).toBe(SIGNATURE_MESSAGES.codeExpired);
    await pub("POST", `/api/sign/${token}/code`);
    const fresh = codeIn(mailsTo("tina@exemplo.com")[0]?.text ?? "");
    const wrongCode = fresh === "999999" ? "888888" : "999999";
    for (let i = 0; i < 4; i++) {
      expect(
        (await pub("POST", `/api/sign/${token}/sign`, { code: wrongCode, typedSignature: "Tina" })).statusCode,
      ).toBe(400);
    }
    const fifth = await pub("POST", `/api/sign/${token}/sign`, { code: wrongCode, typedSignature: "Tina" });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe(SIGNATURE_MESSAGES.codeTooMany);
    const right = await pub("POST", `/api/sign/${token}/sign`, { code: fresh, typedSignature: "Tina" });
    expect(right.statusCode).toBe(429);
    clock = new Date();
    expect(created.statusCode).toBe(201);
  });

  it("the owner cancels: links stop working, the document is finalized again; a decline ends the request", async () => {
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const created = await requestSignature(docId, a.standard.cookie, {
      recipients: [signer("Caio", "caio@exemplo.com")],
    });
    const requestId = created.json().signatureRequestId;
    const token = linkIn(mailsTo("caio@exemplo.com")[0]?.text ?? "");
    const canceled = await api(ctx, {
      method: "POST",
      url: `/api/signature-requests/${requestId}/cancel`,
      cookie: a.standard.cookie,
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().status).toBe("canceled");
    // The link of a canceled request answers 410 with the reason (issue 22, defect 7).
    const gone = await pub("GET", `/api/sign/${token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.message).toBe(SIGNATURE_MESSAGES.linkGone.canceled);
    expect((await pub("POST", `/api/sign/${token}/code`)).statusCode).toBe(410);
    const again = await api(ctx, {
      method: "POST",
      url: `/api/signature-requests/${requestId}/cancel`,
      cookie: a.admin.cookie,
    });
    expect(again.statusCode).toBe(409);

    // The document can be sent again; this time the signer refuses.
    const second = await requestSignature(docId, a.standard.cookie, {
      recipients: [signer("Duda", "duda@exemplo.com")],
    });
    expect(second.statusCode).toBe(201);
    const dToken = linkIn(mailsTo("duda@exemplo.com")[0]?.text ?? "");
    expect((await pub("POST", `/api/sign/${dToken}/decline`, { reason: "" })).statusCode).toBe(400);
    const declined = await pub("POST", `/api/sign/${dToken}/decline`, { reason: "Valor errado" });
    expect(declined.json()).toMatchObject({ status: "declined", requestStatus: "declined", canSign: false });
    const doc = await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie: a.standard.cookie });
    expect(doc.json().status).toBe("finalized");
  });
});

describe("expiry and reminder jobs", () => {
  it("expires overdue requests (links stop, document finalized again) and reminds unanswered signers every 2 days", async () => {
    const { expireOverdueRequests, remindPendingSigners } = await import(
      "../../src/server/modules/signatures/housekeeping"
    );
    const start = new Date();
    clock = start;
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const soon = await requestSignature(docId, a.standard.cookie, {
      recipients: [signer("Eva", "eva@exemplo.com")],
      expires_at: new Date(start.getTime() + 3 * 86_400_000).toISOString(),
    });
    const requestId = soon.json().signatureRequestId;
    const token = linkIn(mailsTo("eva@exemplo.com")[0]?.text ?? "");
    expect(mailsTo("eva@exemplo.com")).toHaveLength(1);

    // One day later: no reminder yet; after two days: one, with the same link; not again the same day.
    clock = new Date(start.getTime() + 86_400_000);
    expect(await remindPendingSigners(ctx.deps)).toBe(0);
    clock = new Date(start.getTime() + 2 * 86_400_000 + 60_000);
    expect(await remindPendingSigners(ctx.deps)).toBeGreaterThanOrEqual(1);
    const reminder = mailsTo("eva@exemplo.com")[0];
    expect(reminder?.subject).toMatch(/^Lembrete: /);
    expect(linkIn(reminder?.text ?? "")).toBe(token);
    const count = mailsTo("eva@exemplo.com").length;
    await remindPendingSigners(ctx.deps);
    expect(mailsTo("eva@exemplo.com")).toHaveLength(count);

    // Past the expiry: expired, the link no longer signs, the document can be sent again.
    clock = new Date(start.getTime() + 3 * 86_400_000 + 60_000);
    expect(await expireOverdueRequests(ctx.deps)).toBeGreaterThanOrEqual(1);
    const detail = await api(ctx, {
      method: "GET",
      url: `/api/documents/${docId}/signature-request`,
      cookie: a.standard.cookie,
    });
    expect(detail.json()).toMatchObject({ id: requestId, status: "expired" });
    expect(detail.json().recipients[0].status).toBe("expired");
    expect((await pub("POST", `/api/sign/${token}/code`)).statusCode).toBe(410);
    const doc = await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie: a.standard.cookie });
    expect(doc.json().status).toBe("finalized");
    clock = new Date();
  });
});
