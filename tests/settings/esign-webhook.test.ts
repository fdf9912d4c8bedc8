import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESIGN_WEBHOOK_PATH } from "../../src/domain/settings/settings";
import { ESIGN_WEBHOOK_MESSAGES } from "../../src/domain/signatures/esign-webhook";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { signatureRequests, signatureSigners } from "../../src/server/db/tables/signatures";
import { sampleWebhookEvent } from "../../src/server/modules/signatures/providers/zapsign/zapsign-api";
import { api, createCorporateAccount, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";

const TOKEN = "segredo-do-webhook-123-com-24-caracteres";
let ctx: TestContext;
let requestId: string;
const warnings: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({
    deps: { log: { info: () => undefined, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) } },
  });
  const admin = await createSignedInUser(ctx, "super_admin");
  const saved = await api(ctx, {
    method: "PUT",
    url: "/api/settings/zapsign",
    cookie: admin.cookie,
    payload: {
      apiKey: "chave-zapsign-123456",
      sandboxMode: true,
      enableSecurityVerifications: false,
      webhookUrl: "",
      webhookToken: TOKEN,
    },
  });
  expect(saved.statusCode).toBe(200);
  // A document sent for signature through ZapSign (the documents feature will create these).
  const accountId = await createCorporateAccount(ctx.db, "Assinaturas Ltda");
  const author = await createSignedInUser(ctx, "standard_user", { accountId });
  const [doc] = await ctx.db
    .insert(generatedDocuments)
    .values({ userId: author.userId, corporateAccountId: accountId, title: "Contrato", status: "pending_signature" })
    .returning();
  const [req] = await ctx.db
    .insert(signatureRequests)
    .values({
      documentId: doc!.id,
      corporateAccountId: accountId,
      provider: "zapsign",
      providerDocumentId: "doc-tok-1",
      status: "sent",
    })
    .returning();
  requestId = req!.id;
  await ctx.db.insert(signatureSigners).values([
    {
      signatureRequestId: requestId,
      signerName: "Ana",
      signerEmail: "ana@x.com",
      providerSignerToken: "sig-a",
      status: "sent",
    },
    {
      signatureRequestId: requestId,
      signerName: "Bia",
      signerEmail: "bia@x.com",
      providerSignerToken: "sig-b",
      status: "sent",
    },
  ]);
});
afterAll(() => ctx.close());

const post = (payload: unknown, token?: string) =>
  ctx.app.inject({
    method: "POST",
    url: ESIGN_WEBHOOK_PATH,
    headers: token ? { "x-webhook-token": token } : {},
    payload: payload as object,
  });

describe("ZapSign webhook receiver, before any token is saved", () => {
  it("answers exactly like a wrong token (401), revealing nothing about the setup", async () => {
    const fresh = await createTestContext();
    try {
      const res = await fresh.app.inject({
        method: "POST",
        url: ESIGN_WEBHOOK_PATH,
        headers: { "x-webhook-token": "qualquer" },
        payload: { event_type: "doc_signed", token: "x" },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe("INVALID_WEBHOOK_TOKEN");
    } finally {
      await fresh.close();
    }
  });
});

describe("ZapSign webhook receiver", () => {
  it("refuses a missing or wrong token and changes nothing", async () => {
    const event = { event_type: "doc_signed", token: "doc-tok-1", status: "signed", signers: [] };
    expect((await post(event)).statusCode).toBe(401);
    expect((await post(event, "outro-token-qualquer")).statusCode).toBe(401);
    const [req] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(req?.status).toBe("sent");
  });

  it("acknowledges the settings screen's sample event (Testar Webhook against our own URL)", async () => {
    const res = await post(sampleWebhookEvent(), TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, matched: false });
  });

  it("applies signer and document progress, idempotently", async () => {
    const partial = {
      event_type: "doc_signed",
      token: "doc-tok-1",
      status: "pending",
      signers: [
        { token: "sig-a", status: "signed", signed_at: "2026-11-20T10:00:00Z" },
        { token: "sig-b", status: "link-opened" },
      ],
    };
    for (let i = 0; i < 2; i++) {
      const res = await post(partial, TOKEN);
      expect(res.json()).toEqual({ received: true, matched: true });
    }
    const signers = await ctx.db
      .select()
      .from(signatureSigners)
      .where(eq(signatureSigners.signatureRequestId, requestId));
    expect(Object.fromEntries(signers.map((s) => [s.signerName, s.status]))).toEqual({ Ana: "signed", Bia: "viewed" });
    let [req] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(req?.status).toBe("in_progress");

    await post(
      {
        ...partial,
        status: "signed",
        signers: [{ token: "sig-b", status: "signed", signed_at: "2026-11-21T10:00:00Z" }],
      },
      TOKEN,
    );
    [req] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(req?.status).toBe("completed");
    expect(req?.completedAt).toBeInstanceOf(Date);
  });
});

describe("ZapSign webhook receiver, malformed events", () => {
  const signers = async () =>
    Object.fromEntries(
      (await ctx.db.select().from(signatureSigners).where(eq(signatureSigners.signatureRequestId, requestId))).map(
        (s) => [s.providerSignerToken, { status: s.status, signedAt: s.signedAt?.toISOString() ?? null }],
      ),
    );

  it("answers 400 in Portuguese, logs it and changes nothing for impossible or garbled dates and shapes", async () => {
    const before = await signers();
    const [reqBefore] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    const signer = (over: Record<string, unknown>) => ({
      event_type: "doc_signed",
      token: "doc-tok-1",
      status: "pending",
      signers: [{ token: "sig-a", status: "signed", ...over }],
    });
    const malformed: unknown[] = [
      signer({ signed_at: "2025-02-30T10:00:00Z" }),
      signer({ signed_at: "amanhã" }),
      signer({ signed_at: "2026-13-01T10:00:00Z" }),
      signer({ signed_at: "2026-11-20T25:00:00Z" }),
      signer({ signed_at: 1732000000 }),
      signer({ signed_at: { $date: "2026-11-20" } }),
      signer({ token: ["sig-a"] }),
      { event_type: "doc_signed", token: "doc-tok-1", signers: "sig-a" },
      { event_type: 42, token: "doc-tok-1" },
      [{ event_type: "doc_signed", token: "doc-tok-1" }],
      "doc_signed",
      null,
    ];
    for (const payload of malformed) {
      warnings.length = 0;
      const res = await ctx.app.inject({
        method: "POST",
        url: ESIGN_WEBHOOK_PATH,
        headers: { "x-webhook-token": TOKEN, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("INVALID_WEBHOOK_EVENT");
      expect(Object.values(ESIGN_WEBHOOK_MESSAGES)).toContain(res.json().error.message);
      expect(warnings.join("\n"), JSON.stringify(payload)).toMatch(/ZapSign webhook: malformed event refused/);
    }
    expect(await signers()).toEqual(before);
    const [reqAfter] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(reqAfter?.status).toBe(reqBefore?.status);
  });

  it("checks the token before the body: a malformed event without the token is 401", async () => {
    const res = await post({ token: "doc-tok-1", signers: [{ token: "sig-a", signed_at: "2025-02-30" }] }, "errado");
    expect(res.statusCode).toBe(401);
  });

  it("stores the signer's own instant, with fractions and offsets as ZapSign sends them", async () => {
    // A signed signer never goes back (late events change nothing): start again from a pending one.
    await ctx.db
      .update(signatureSigners)
      .set({ status: "pending", signedAt: null })
      .where(eq(signatureSigners.providerSignerToken, "sig-a"));
    const res = await post(
      {
        event_type: "doc_signed",
        token: "doc-tok-1",
        status: "signed",
        signers: [{ token: "sig-a", status: "signed", signed_at: "2026-11-20T07:08:09.123456-03:00" }],
      },
      TOKEN,
    );
    expect(res.statusCode).toBe(200);
    expect((await signers())["sig-a"]).toEqual({ status: "signed", signedAt: "2026-11-20T10:08:09.123Z" });
  });
});
