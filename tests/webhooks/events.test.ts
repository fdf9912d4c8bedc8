import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_TYPES } from "../../src/domain/webhooks/webhooks";
import { webhookDeliveries, webhookEndpoints } from "../../src/server/db/tables/webhooks";
import { expireOverdueRequests } from "../../src/server/modules/signatures/housekeeping";
import { api, type TestContext } from "../helpers/app";
import type { CorporateUsers } from "../helpers/fixtures";
import {
  builtinSigningContext,
  finalizedDocument,
  linkIn,
  mailsTo,
  requestSignatures,
  signAsOnlySigner,
} from "../signatures/support";

let ctx: TestContext;
let a: CorporateUsers;
let accountA: string;
let endpointId: string;
let clock = new Date();

beforeAll(async () => {
  ({
    ctx,
    a,
    tenants: { accountA },
  } = await builtinSigningContext(() => clock));
  // Subscribed to everything; never sent here (no worker): the outbox rows are what is checked.
  const [endpoint] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      corporateAccountId: accountA,
      url: "https://receptor.example.com/hooks",
      events: [...WEBHOOK_EVENT_TYPES],
      secret: ctx.deps.secrets.encrypt("whsec_dGVzdGUtdGVzdGUtdGVzdGUtdGVzdGU="),
    })
    .returning({ id: webhookEndpoints.id });
  endpointId = endpoint!.id;
});
afterAll(() => ctx.close());

/** The outbox rows about one document, oldest first: type and data. */
async function eventsOf(documentId: string) {
  const rows = await ctx.db
    .select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.createdAt));
  return rows
    .filter((r) => (r.payload.data as { documentId?: string }).documentId === documentId)
    .map((r) => ({ type: r.type, data: r.payload.data as Record<string, unknown> }));
}
const types = async (documentId: string) => (await eventsOf(documentId)).map((e) => e.type);

describe("the events of documents, deliveries and signatures", () => {
  it("tells of a document created, finalized, sent for signature, signed and completed", async () => {
    const docId = await finalizedDocument(ctx, a.admin.cookie, accountA);
    expect(await signAsOnlySigner(ctx, a.admin.cookie, docId, "rui@teste.com.br")).toBe(200);
    const events = await eventsOf(docId);
    const seen = events.map((e) => e.type);
    for (const type of [
      "document.created",
      "document.finalized",
      "signature.requested",
      "signature.signer_signed",
      "signature.completed",
    ]) {
      expect(seen).toContain(type);
    }
    // The invitation and the code went out by e-mail: each sent delivery is told of as well.
    expect(seen.filter((t) => t === "delivery.sent" || t === "delivery.failed").length).toBeGreaterThan(0);
    const completed = events.find((e) => e.type === "signature.completed")!;
    expect(completed.data).toMatchObject({ documentId: docId, status: "completed" });
    expect(typeof completed.data.signatureRequestId).toBe("string");
    // Ids and statuses only: nothing a signer typed, no code, no token.
    expect(JSON.stringify(events)).not.toMatch(/rui@teste|"code"|token/i);
  });

  it("tells of a request canceled, one declined, one expired and a document deleted", async () => {
    const canceledDoc = await finalizedDocument(ctx, a.admin.cookie, accountA);
    const req = await requestSignatures(ctx, a.admin.cookie, canceledDoc, [
      { signer_name: "Ana", signer_email: "ana@teste.com.br", order_sequence: 1 },
    ]);
    const requestId = req.json().signatureRequestId;
    const cancel = await api(ctx, {
      method: "POST",
      url: `/api/signature-requests/${requestId}/cancel`,
      cookie: a.admin.cookie,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await types(canceledDoc)).toContain("signature.canceled");

    const declinedDoc = await finalizedDocument(ctx, a.admin.cookie, accountA);
    await requestSignatures(ctx, a.admin.cookie, declinedDoc, [
      { signer_name: "Caio", signer_email: "caio@teste.com.br", order_sequence: 1 },
    ]);
    const token = linkIn(mailsTo(ctx, "caio@teste.com.br")[0]?.text ?? "");
    const declined = await api(ctx, {
      method: "POST",
      url: `/api/sign/${token}/decline`,
      payload: { reason: "Valor errado" },
    });
    expect(declined.statusCode).toBe(200);
    const declineEvent = (await eventsOf(declinedDoc)).find((e) => e.type === "signature.declined");
    expect(declineEvent?.data).toMatchObject({ documentId: declinedDoc, status: "declined" });
    expect(JSON.stringify(declineEvent)).not.toContain("Valor errado");

    const expiringDoc = await finalizedDocument(ctx, a.admin.cookie, accountA);
    const expiring = await api(ctx, {
      method: "POST",
      url: `/api/documents/${expiringDoc}/signature-requests`,
      cookie: a.admin.cookie,
      payload: {
        recipients: [{ signer_name: "Bia", signer_email: "bia@teste.com.br", order_sequence: 1 }],
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(expiring.statusCode).toBe(201);
    clock = new Date(Date.now() + 2 * 86_400_000);
    expect(await expireOverdueRequests({ db: ctx.db, clock: () => clock }, expiringDoc)).toBe(1);
    clock = new Date();
    expect(await types(expiringDoc)).toContain("signature.expired");

    const draft = await finalizedDocument(ctx, a.admin.cookie, accountA, "draft");
    const removed = await api(ctx, { method: "DELETE", url: `/api/documents/${draft}`, cookie: a.admin.cookie });
    expect(removed.statusCode).toBe(204);
    expect(await types(draft)).toEqual(["document.created", "document.deleted"]);
  });
});
