import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESIGN_WEBHOOK_PATH } from "../../src/domain/settings/settings";
import { signatureSigners } from "../../src/server/db/tables/signatures";
import { only, trailOf } from "../audit/support";
import type { FakeServer } from "../fakes/http";
import { startFakeZapsign } from "../fakes/zapsign";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { fakePdf, finalizedDocument, inlineJobs, requestSignatures, saveZapsignSettings } from "./support";

const KEY = "chave-zapsign-fake-123";
const WEBHOOK = "token-do-webhook-xyz-com-24-caracteres";
const SIGNED = Buffer.from("%PDF-1.7 assinado pelo ZapSign\n%%EOF\n");
/** GET docs/{token}/ answers of the fake (the sync job's polling). */
const FAKE_DOCUMENTS: Record<string, Record<string, unknown>> = {};
let ctx: TestContext;
let zapsign: FakeServer;
let a: CorporateUsers;
const jobs = inlineJobs(() => ctx.deps);

beforeAll(async () => {
  zapsign = await startFakeZapsign({ [KEY]: 200 }, { signedPdf: SIGNED, documents: FAKE_DOCUMENTS });
  ctx = await createTestContext({
    outboundAllowPrivate: true,
    zapsignApiUrl: `${zapsign.url}/`,
    // The fake's signed files are served from its own address: ZapSign's file host for this test.
    zapsignFileHosts: ["127.0.0.1"],
    deps: { pdf: await fakePdf(), jobs },
  });
  await saveZapsignSettings(ctx, KEY, WEBHOOK);
  const t = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, t.accountA);
  (ctx as TestContext & { accountA?: string }).accountA = t.accountA;
});
afterAll(async () => {
  await ctx.close();
  await zapsign.close();
});

const hook = (payload: Record<string, unknown>, token = WEBHOOK) =>
  ctx.app.inject({ method: "POST", url: ESIGN_WEBHOOK_PATH, headers: { "x-webhook-token": token }, payload });

describe("ZapSign provider (fake server): create, webhooks to completion, signed file stored", () => {
  it("creates the document with the PDF and ordered signers, then follows the webhooks", async () => {
    const accountA = (ctx as TestContext & { accountA: string }).accountA;
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const created = await api(ctx, {
      method: "POST",
      url: `/api/documents/${docId}/signature-requests`,
      cookie: a.standard.cookie,
      payload: {
        recipients: [
          { signer_name: "Ana", signer_email: "ana@z.com", order_sequence: 1, authentication_method: "email" },
          {
            signer_name: "Bia",
            signer_email: "bia@z.com",
            signer_phone: "+5511987654321",
            order_sequence: 2,
            authentication_method: "sms",
          },
          {
            signer_name: "Caio",
            signer_email: "caio@z.com",
            order_sequence: 3,
            authentication_method: "id_verification",
          },
        ],
        expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    const requestId = created.json().signatureRequestId;

    const call = zapsign.requests.find((r) => r.method === "POST" && r.path === "/docs/");
    expect(call?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = call?.body as Record<string, unknown> & { signers: Array<Record<string, unknown>> };
    expect(body).toMatchObject({ lang: "pt-br", external_id: requestId, signature_order_active: true });
    expect(Buffer.from(String(body.base64_pdf), "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(body.date_limit_to_sign).toBeTruthy();
    expect(body.signers.map((s) => [s.order_group, s.auth_mode])).toEqual([
      [1, "tokenEmail"],
      [2, "tokenSms"],
      [3, "assinaturaTela"],
    ]);
    expect(body.signers[1]).toMatchObject({ phone_country: "55", phone_number: "11987654321" });
    expect(body.signers[2]).toMatchObject({ require_document_photo: true, require_selfie_photo: true });
    // ZapSign sends its own e-mails: none from us.
    expect(ctx.mailer.outbox().filter((m) => m.to.endsWith("@z.com"))).toHaveLength(0);

    const detail = async () =>
      (
        await api(ctx, { method: "GET", url: `/api/documents/${docId}/signature-request`, cookie: a.standard.cookie })
      ).json();
    expect((await detail()).provider).toBe("zapsign");

    expect((await hook({ event_type: "doc_viewed", token: "doc-1" }, "errado")).statusCode).toBe(401);
    const viewed = {
      event_type: "doc_viewed",
      token: "doc-1",
      status: "pending",
      signers: [{ token: "doc-1-signer-1", status: "link-opened" }],
    };
    expect((await hook(viewed)).json()).toEqual({ received: true, matched: true });
    const signed1 = {
      event_type: "doc_signed",
      token: "doc-1",
      status: "pending",
      signers: [{ token: "doc-1-signer-1", status: "signed", signed_at: "2026-11-25T10:00:00Z" }],
    };
    await hook(signed1);
    // An old "viewed" arriving late does not undo the signature.
    await hook(viewed);
    let d = await detail();
    expect(d.status).toBe("in_progress");
    expect(d.recipients.map((r: { status: string }) => r.status)).toEqual(["signed", "sent", "sent"]);

    const done = {
      event_type: "doc_signed",
      token: "doc-1",
      status: "signed",
      signed_file: `${zapsign.url}/files/doc-1-signed.pdf`,
      signers: [
        { token: "doc-1-signer-2", status: "signed", signed_at: "2026-11-25T11:00:00Z" },
        { token: "doc-1-signer-3", status: "signed", signed_at: "2026-11-25T12:00:00Z" },
      ],
    };
    await hook(done);
    await hook(done); // replayed by ZapSign
    d = await detail();
    expect(d.status).toBe("completed");
    expect(d.recipients.map((r: { status: string }) => r.status)).toEqual(["signed", "signed", "signed"]);
    const doc = await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie: a.standard.cookie });
    expect(doc.json().status).toBe("signed");
    const file = await api(ctx, { method: "GET", url: d.signedDocumentUrl, cookie: a.standard.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SIGNED)).toBe(true);
    expect(zapsign.requests.filter((r) => r.path.startsWith("/files/"))).toHaveLength(1);

    // A late refusal of an ended request changes nothing.
    await hook({ event_type: "doc_refused", token: "doc-1", status: "refused" });
    expect((await detail()).status).toBe("completed");
  });

  it("canceling a ZapSign request refuses the document there (POST refuse/) and ends it here", async () => {
    const accountA = (ctx as TestContext & { accountA: string }).accountA;
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const created = await api(ctx, {
      method: "POST",
      url: `/api/documents/${docId}/signature-requests`,
      cookie: a.standard.cookie,
      payload: { recipients: [{ signer_name: "Ana", signer_email: "ana2@z.com", order_sequence: 1 }] },
    });
    expect(created.statusCode).toBe(201);
    const requestId = created.json().signatureRequestId;
    const canceled = await api(ctx, {
      method: "POST",
      url: `/api/signature-requests/${requestId}/cancel`,
      cookie: a.admin.cookie,
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().status).toBe("canceled");
    const refuse = zapsign.requests.find((r) => r.path === "/refuse/");
    expect(refuse?.body).toMatchObject({ doc_token: "doc-2" });
    expect(refuse?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("the hourly sync polls a request with no news for an hour and applies ZapSign's state (a lost webhook)", async () => {
    const { syncOverdueZapsign } = await import(
      "../../src/server/modules/signatures/providers/zapsign/zapsign-sync-job"
    );
    const { signatureRequests } = await import("../../src/server/db/schema");
    const { eq } = await import("drizzle-orm");
    const accountA = (ctx as TestContext & { accountA: string }).accountA;
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const created = await api(ctx, {
      method: "POST",
      url: `/api/documents/${docId}/signature-requests`,
      cookie: a.standard.cookie,
      payload: { recipients: [{ signer_name: "Lia", signer_email: "lia@z.com", order_sequence: 1 }] },
    });
    const requestId = created.json().signatureRequestId;
    FAKE_DOCUMENTS["doc-3"] = {
      token: "doc-3",
      status: "signed",
      signed_file: `${zapsign.url}/files/doc-3-signed.pdf`,
      signers: [{ token: "doc-3-signer-1", status: "signed", signed_at: "2026-11-25T10:00:00Z" }],
    };
    // Fresh: not polled yet.
    await syncOverdueZapsign(ctx.deps);
    expect(zapsign.requests.some((r) => r.path === "/docs/doc-3/")).toBe(false);
    await ctx.db
      .update(signatureRequests)
      .set({ updatedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(signatureRequests.id, requestId));
    expect(await syncOverdueZapsign(ctx.deps)).toBe(1);
    const doc = await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie: a.standard.cookie });
    expect(doc.json().status).toBe("signed");
    const file = await api(ctx, { method: "GET", url: doc.json().signedDocumentUrl, cookie: a.standard.cookie });
    expect(file.rawPayload.equals(SIGNED)).toBe(true);
  });

  it("records what ZapSign reports in the trail: opened and signed by the signer, declined by the system, replays nothing", async () => {
    const accountA = (ctx as TestContext & { accountA: string }).accountA;
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const created = await requestSignatures(ctx, a.standard.cookie, docId, [
      { signer_name: "Rui", signer_email: "rui@z.com", order_sequence: 1 },
      { signer_name: "Iva", signer_email: "iva@z.com", order_sequence: 2 },
    ]);
    const requestId = created.json().signatureRequestId;
    const token = String(zapsign.requests.filter((r) => r.path === "/docs/" && r.method === "POST").length);
    const doc = `doc-${token}`;
    const [rui] = await ctx.db
      .select({ id: signatureSigners.id })
      .from(signatureSigners)
      .where(eq(signatureSigners.providerSignerToken, `${doc}-signer-1`));
    const trail = (work: () => Promise<unknown>) => trailOf(ctx, work);
    const viewed = {
      event_type: "doc_viewed",
      token: doc,
      status: "pending",
      signers: [{ token: `${doc}-signer-1`, status: "link-opened" }],
    };
    const opened = await trail(() => hook(viewed));
    expect(opened).toHaveLength(1);
    expect(only(opened, "signature.opened")).toMatchObject({
      actorKind: "signer",
      actorId: rui?.id,
      accountId: accountA,
      targetId: requestId,
      ip: null,
      changes: { provider: "zapsign" },
    });
    const signed = { ...viewed, event_type: "doc_signed", signers: [{ token: `${doc}-signer-1`, status: "signed" }] };
    expect(only(await trail(() => hook(signed)), "signature.signed")).toMatchObject({
      actorId: rui?.id,
      accountId: accountA,
    });
    expect(await trail(() => hook(signed))).toEqual([]);
    const refused = { event_type: "doc_refused", token: doc, status: "refused" };
    const declined = await trail(() => hook(refused));
    expect(declined).toHaveLength(1);
    expect(only(declined, "signature.declined")).toMatchObject({
      actorKind: "system",
      accountId: accountA,
      targetId: requestId,
    });
    expect(await trail(() => hook(refused))).toEqual([]);
  });
});
