import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_MESSAGES } from "../../src/domain/webhooks/webhooks";
import { webhookDeliveries, webhookEndpoints } from "../../src/server/db/tables/webhooks";
import { sendWebhookDelivery } from "../../src/server/modules/webhooks/send-webhook";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { signInCorporateRoles } from "../helpers/fixtures";
import { accountWithApi, createEndpoint, type Receiver, startReceiver } from "./support";

let ctx: TestContext;
let receiver: Receiver;
let admin: TestUser;
let otherAdmin: TestUser;
let basicAdmin: TestUser;
let superAdmin: TestUser;
let supervisor: TestUser;
let standard: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ outboundAllowPrivate: true });
  receiver = await startReceiver();
  const accountId = await accountWithApi(ctx, "Integra Ltda");
  ({ admin, supervisor, standard } = await signInCorporateRoles(ctx, accountId));
  otherAdmin = await createSignedInUser(ctx, "corporate_admin", { accountId: await accountWithApi(ctx, "Outra Ltda") });
  basicAdmin = await createSignedInUser(ctx, "corporate_admin", {
    accountId: await accountWithApi(ctx, "Básica Ltda", false),
  });
  superAdmin = await createSignedInUser(ctx, "super_admin");
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

const call = (user: TestUser | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  api(ctx, { method, url, cookie: user?.cookie, payload });
const body = (over: object = {}) => ({ url: receiver.url, events: ["document.created"], ...over });

/** Every route of an endpoint, on the endpoint `id` (and its delivery `deliveryId`). */
const everyRoute = (id: string, deliveryId: string) =>
  [
    ["GET", "/api/webhook-endpoints"],
    ["GET", "/api/webhook-endpoints/access"],
    ["POST", "/api/webhook-endpoints", body()],
    ["PUT", `/api/webhook-endpoints/${id}`, body()],
    ["DELETE", `/api/webhook-endpoints/${id}`],
    ["POST", `/api/webhook-endpoints/${id}/rotate-secret`],
    ["POST", `/api/webhook-endpoints/${id}/test`],
    ["GET", `/api/webhook-endpoints/${id}/deliveries`],
    ["POST", `/api/webhook-endpoints/${id}/deliveries/${deliveryId}/resend`],
  ] as const;

describe("webhook endpoints", () => {
  it("creates an endpoint whose secret is shown once and stored encrypted", async () => {
    const { endpoint, secret } = await createEndpoint(ctx, admin, body({ description: "ERP" }));
    expect(endpoint).toMatchObject({ url: receiver.url, events: ["document.created"], description: "ERP" });
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secret).toMatch(/^enc:v1:/);
    expect(ctx.deps.secrets.decrypt(row!.secret)).toBe(secret);
    const listed = await call(admin, "GET", "/api/webhook-endpoints");
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    expect(listed.body).not.toContain(secret);
  });

  it("refuses bad input in Portuguese and creates nothing", async () => {
    const before = (await ctx.db.select().from(webhookEndpoints)).length;
    const res = await call(admin, "POST", "/api/webhook-endpoints", { url: "ftp://x", events: [] });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.fieldErrors;
    expect(fields.url).toContain(WEBHOOK_MESSAGES.urlInvalid);
    expect(fields.events).toContain(WEBHOOK_MESSAGES.eventsRequired);
    const unknown = await call(admin, "POST", "/api/webhook-endpoints", body({ events: ["document.hacked"] }));
    expect(unknown.statusCode).toBe(400);
    expect((await ctx.db.select().from(webhookEndpoints)).length).toBe(before);
  });

  it("updates, rotates the secret, sends a test, lists deliveries and resends one", async () => {
    const { endpoint, secret } = await createEndpoint(ctx, admin, body());
    const updated = await call(admin, "PUT", `/api/webhook-endpoints/${endpoint.id}`, {
      url: `${receiver.url}/v2`,
      events: ["signature.completed", "document.finalized"],
      description: "Novo",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ url: `${receiver.url}/v2`, description: "Novo", enabled: true });

    const rotated = await call(admin, "POST", `/api/webhook-endpoints/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(secret);

    const test = await call(admin, "POST", `/api/webhook-endpoints/${endpoint.id}/test`);
    expect(test.statusCode).toBe(202);
    expect(test.json()).toMatchObject({ eventType: "webhook.test", status: "pending", attempts: 0 });
    await sendWebhookDelivery(ctx.deps, test.json().id, "teste");
    expect(receiver.received.at(-1)?.headers["webhook-id"]).toBe(test.json().eventId);

    const resent = await call(
      admin,
      "POST",
      `/api/webhook-endpoints/${endpoint.id}/deliveries/${test.json().id}/resend`,
    );
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toMatchObject({ eventId: test.json().eventId, status: "pending" });
    expect(resent.json().id).not.toBe(test.json().id);

    const log = await call(admin, "GET", `/api/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(log.statusCode).toBe(200);
    expect(log.json().total).toBe(2);
    expect(log.json().items.map((d: { status: string }) => d.status)).toEqual(["pending", "delivered"]);

    const gone = await call(admin, "DELETE", `/api/webhook-endpoints/${endpoint.id}`);
    expect(gone.statusCode).toBe(204);
    expect(await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toEqual(
      [],
    );
  });

  it("answers 401 without a session and 403 to supervisors and standard users, on every route", async () => {
    const { endpoint } = await createEndpoint(ctx, admin, body());
    const test = (await call(admin, "POST", `/api/webhook-endpoints/${endpoint.id}/test`)).json();
    for (const [method, url, payload] of everyRoute(endpoint.id, test.id)) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const user of [supervisor, standard]) {
        expect((await call(user, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // The super admin holds no account's endpoints.
    expect((await call(superAdmin, "GET", "/api/webhook-endpoints")).json().error.code).toBe("NO_ACCOUNT");
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toBeDefined();
  });

  it("keeps each account to its own endpoints and deliveries", async () => {
    const { endpoint } = await createEndpoint(ctx, admin, body());
    const test = (await call(admin, "POST", `/api/webhook-endpoints/${endpoint.id}/test`)).json();
    expect((await call(otherAdmin, "GET", "/api/webhook-endpoints")).json().items).toEqual([]);
    for (const [method, url, payload] of everyRoute(endpoint.id, test.id).slice(3)) {
      expect((await call(otherAdmin, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ url: receiver.url, events: ["document.created"] });
    expect(
      await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toHaveLength(1);
  });

  it("refuses endpoints to a plan without API access, naming the feature", async () => {
    const res = await call(basicAdmin, "POST", "/api/webhook-endpoints", body());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain("Acesso à API");
    const access = await call(basicAdmin, "GET", "/api/webhook-endpoints/access");
    expect(access.json()).toEqual({ enabled: false, planName: "Plano Básica Ltda" });
  });

  it("refuses a test to a disabled endpoint", async () => {
    const { endpoint } = await createEndpoint(ctx, admin, body());
    await call(admin, "PUT", `/api/webhook-endpoints/${endpoint.id}`, body({ enabled: false }));
    const res = await call(admin, "POST", `/api/webhook-endpoints/${endpoint.id}/test`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(WEBHOOK_MESSAGES.endpointDisabled);
  });
});
