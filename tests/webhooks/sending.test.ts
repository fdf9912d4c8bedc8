import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WEBHOOK_MESSAGES } from "../../src/domain/webhooks/webhooks";
import { webhookDeliveries, webhookEndpoints } from "../../src/server/db/tables/webhooks";
import { recordWebhookEvent } from "../../src/server/modules/webhooks";
import { sendWebhookDelivery } from "../../src/server/modules/webhooks/send-webhook";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { accountWithApi, createEndpoint, insertSimpleTemplate, type Receiver, startReceiver } from "./support";

let ctx: TestContext;
let receiver: Receiver;
let accountId: string;
let admin: TestUser;
let templateId: string;

beforeAll(async () => {
  // A short timeout stands for the 10 s one; the receiver is local, so private addresses are allowed.
  ctx = await createTestContext({ outboundAllowPrivate: true, outboundTimeoutMs: 400 });
  receiver = await startReceiver();
  accountId = await accountWithApi(ctx, "Ganchos Ltda");
  admin = await createSignedInUser(ctx, "corporate_admin", { accountId });
  templateId = await insertSimpleTemplate(ctx, accountId);
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answers.length = 0;
  await ctx.db.delete(webhookEndpoints);
});

const rowsOf = (endpointId: string) =>
  ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
/** The Deps of one attempt, at a chosen moment (the row's schedule follows the clock). */
const at = (when: Date) => ({ ...ctx.deps, clock: () => when });
const createDocument = (status: "draft" | "finalized") =>
  api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie: admin.cookie,
    payload: { templateId, values: { nome: "Ana" }, status },
  });

describe("webhook events and sending", () => {
  it("records the subscribed events with the change and signs them the Standard Webhooks way", async () => {
    const { endpoint, secret } = await createEndpoint(ctx, admin, {
      url: receiver.url,
      events: ["document.finalized", "document.deleted"],
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const doc = await createDocument("finalized");
    expect(doc.statusCode).toBe(201);
    const documentId = doc.json().id;
    const rows = await rowsOf(endpoint.id);
    // document.created is not subscribed: only the finalization is in the outbox.
    expect(rows.map((r) => r.eventType)).toEqual(["document.finalized"]);

    const outcome = await sendWebhookDelivery(ctx.deps, rows[0]!.id, "teste");
    expect(outcome).toEqual({ kind: "delivered" });
    const [got] = receiver.received;
    expect(got?.headers["webhook-id"]).toBe(rows[0]!.eventId);
    expect(got?.headers["content-type"]).toContain("application/json");
    const verified = new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>);
    expect(verified).toMatchObject({ type: "document.finalized", data: { documentId, status: "finalized" } });
    // A wrong secret does not verify: the signature really depends on it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString("base64")}`).verify(
        got!.body,
        got!.headers as Record<string, string>,
      ),
    ).toThrow();
    const [delivered] = await rowsOf(endpoint.id);
    expect(delivered).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200, lockedBy: null });
    expect(JSON.stringify(got?.body)).not.toContain(secret);
  });

  it("retries after a 500 at the backoff's time and delivers on the next answer", async () => {
    const { endpoint } = await createEndpoint(ctx, admin, { url: receiver.url, events: ["document.created"] });
    await createDocument("draft");
    const [row] = await rowsOf(endpoint.id);
    receiver.answers.push(500);
    const t0 = new Date();
    const first = await sendWebhookDelivery(at(t0), row!.id, "job-1");
    expect(first.kind).toBe("retry");
    const [afterFailure] = await rowsOf(endpoint.id);
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500 });
    expect(afterFailure!.lastError).toContain("HTTP 500");
    expect(afterFailure!.nextAttemptAt.getTime() - t0.getTime()).toBe(30_000);
    // Not due yet: a second worker (or the sweep) leaves it alone.
    expect(await sendWebhookDelivery(at(new Date(t0.getTime() + 10_000)), row!.id, "job-2")).toEqual({
      kind: "skipped",
    });
    expect(receiver.received).toHaveLength(1);
    const second = await sendWebhookDelivery(at(new Date(t0.getTime() + 31_000)), row!.id, "job-2");
    expect(second).toEqual({ kind: "delivered" });
    expect(receiver.received).toHaveLength(2);
    // The same message both times: a receiver deduplicates by webhook-id.
    expect(receiver.received[1]!.headers["webhook-id"]).toBe(receiver.received[0]!.headers["webhook-id"]);
    const [endpointRow] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(endpointRow!.failingSince).toBeNull();
  });

  it("counts a receiver that does not answer in time as a failure, then retries", async () => {
    const { endpoint } = await createEndpoint(ctx, admin, { url: receiver.url, events: ["document.created"] });
    await createDocument("draft");
    const [row] = await rowsOf(endpoint.id);
    receiver.answers.push(-2_000);
    const t0 = new Date();
    expect((await sendWebhookDelivery(at(t0), row!.id, "job-1")).kind).toBe("retry");
    const [late] = await rowsOf(endpoint.id);
    expect(late).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null });
    expect(late!.lastError).toContain("Não foi possível conectar");
    expect(await sendWebhookDelivery(at(new Date(t0.getTime() + 31_000)), row!.id, "job-2")).toEqual({
      kind: "delivered",
    });
  });

  it("gives up after 8 attempts spread over about a day", async () => {
    const { endpoint } = await createEndpoint(ctx, admin, { url: receiver.url, events: ["document.created"] });
    await createDocument("draft");
    const [row] = await rowsOf(endpoint.id);
    let now = new Date();
    const start = now.getTime();
    for (let i = 1; i <= 8; i++) {
      receiver.answers.push(503);
      const outcome = await sendWebhookDelivery(at(now), row!.id, `job-${i}`);
      if (outcome.kind === "retry") now = outcome.at;
      else expect(i).toBe(8);
    }
    const [failed] = await rowsOf(endpoint.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 8 });
    const hours = (now.getTime() - start) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(26);
  });

  it("records nothing when the change rolls back", async () => {
    const { endpoint } = await createEndpoint(ctx, admin, { url: receiver.url, events: ["document.created"] });
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordWebhookEvent(tx, accountId, "document.created", { documentId: "x" });
        throw new Error("a mudança falhou");
      }),
    ).rejects.toThrow("a mudança falhou");
    // A refused document (bad input) is not created, so not announced either.
    const bad = await api(ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: admin.cookie,
      payload: { templateId, values: {}, status: "finalized", recipientEmail: "não é e-mail" },
    });
    expect(bad.statusCode).toBe(400);
    expect(await rowsOf(endpoint.id)).toEqual([]);
  });

  it("gives events only to the account's enabled endpoints subscribed to the type", async () => {
    const other = await accountWithApi(ctx, "Vizinha Ltda");
    const otherAdmin = await createSignedInUser(ctx, "corporate_admin", { accountId: other });
    const theirs = await createEndpoint(ctx, otherAdmin, { url: receiver.url, events: ["document.created"] });
    const mine = await createEndpoint(ctx, admin, { url: receiver.url, events: ["document.created"] });
    const off = await createEndpoint(ctx, admin, { url: receiver.url, events: ["document.created"] });
    await api(ctx, {
      method: "PUT",
      url: `/api/webhook-endpoints/${off.endpoint.id}`,
      cookie: admin.cookie,
      payload: { url: receiver.url, events: ["document.created"], enabled: false },
    });
    await createDocument("draft");
    expect(await rowsOf(mine.endpoint.id)).toHaveLength(1);
    expect(await rowsOf(off.endpoint.id)).toHaveLength(0);
    expect(await rowsOf(theirs.endpoint.id)).toHaveLength(0);
  });

  it("disables an endpoint failing for 5 days and tells the corporate admin by e-mail", async () => {
    const { endpoint } = await createEndpoint(ctx, admin, { url: receiver.url, events: ["document.created"] });
    await createDocument("draft");
    await createDocument("draft");
    const [one, two] = await rowsOf(endpoint.id);
    const t0 = new Date();
    receiver.answers.push(500, 500);
    await sendWebhookDelivery(at(t0), one!.id, "job-1");
    let [ep] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(ep).toMatchObject({ enabled: true, failingSince: t0 });
    const mails = () => ctx.mailer.outbox().filter((m) => m.to === admin.email);
    const before = mails().length;
    // Four days on: still failing, still enabled.
    await sendWebhookDelivery(at(new Date(t0.getTime() + 4 * 86_400_000)), two!.id, "job-2");
    [ep] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(ep!.enabled).toBe(true);
    // Five days and a minute after the first failure: disabled, the admin told once.
    receiver.answers.push(500);
    await sendWebhookDelivery(at(new Date(t0.getTime() + 5 * 86_400_000 + 60_000)), two!.id, "job-3");
    [ep] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(ep).toMatchObject({ enabled: false, disabledReason: WEBHOOK_MESSAGES.disabledReason });
    expect(mails().length).toBe(before + 1);
    expect(mails()[0]!.subject).toBe("Minuta: endpoint de webhook desativado");
    expect(mails()[0]!.text).toContain(receiver.url);
    // A disabled endpoint gets nothing more.
    const sent = receiver.received.length;
    await createDocument("draft");
    expect(await rowsOf(endpoint.id)).toHaveLength(2);
    expect(receiver.received.length).toBe(sent);
  });
});
