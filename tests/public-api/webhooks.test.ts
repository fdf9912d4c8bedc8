import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_MESSAGES } from "../../src/domain/webhooks/webhooks";
import { apiWorld, v1 } from "./support";

/** Issue 23: the webhook endpoints through the public API v1 (scope webhooks:manage), on the key's account. */
let w: Awaited<ReturnType<typeof apiWorld>>;

beforeAll(async () => {
  w = await apiWorld();
});
afterAll(() => w.ctx.close());

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  key = w.only["webhooks:manage"],
) => v1(w.ctx, key, { method, url, payload });
const body = { url: "https://erp.example.com/minuta", events: ["document.finalized", "signature.completed"] };

describe("/api/v1/webhook-endpoints", () => {
  it("creates, reads, lists, edits, tests, logs, resends, rotates and deletes an endpoint", async () => {
    const created = await call("POST", "/api/v1/webhook-endpoints", { ...body, description: "ERP" });
    expect(created.statusCode).toBe(201);
    const { endpoint, secret } = created.json();
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({ ...body, description: "ERP", enabled: true });
    const id = endpoint.id as string;

    expect((await call("GET", `/api/v1/webhook-endpoints/${id}`)).json()).toEqual(endpoint);
    const list = (await call("GET", "/api/v1/webhook-endpoints")).json();
    expect(list.items.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(JSON.stringify(list)).not.toContain(secret);

    const edited = await call("PUT", `/api/v1/webhook-endpoints/${id}`, { ...body, events: ["document.deleted"] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().events).toEqual(["document.deleted"]);

    const test = await call("POST", `/api/v1/webhook-endpoints/${id}/test`);
    expect(test.statusCode).toBe(202);
    expect(test.json()).toMatchObject({ eventType: "webhook.test", status: "pending" });
    const resent = await call("POST", `/api/v1/webhook-endpoints/${id}/deliveries/${test.json().id}/resend`);
    expect(resent.statusCode).toBe(202);
    expect(resent.json().eventId).toBe(test.json().eventId);
    const log = (await call("GET", `/api/v1/webhook-endpoints/${id}/deliveries`)).json();
    expect(log.total).toBe(2);

    const rotated = await call("POST", `/api/v1/webhook-endpoints/${id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(secret);

    expect((await call("DELETE", `/api/v1/webhook-endpoints/${id}`)).statusCode).toBe(204);
    const gone = await call("GET", `/api/v1/webhook-endpoints/${id}`);
    expect([gone.statusCode, gone.json().error.message]).toEqual([404, WEBHOOK_MESSAGES.notFound]);
  });

  it("answers the form's Portuguese field errors and creates nothing", async () => {
    const before = (await call("GET", "/api/v1/webhook-endpoints")).json().items.length;
    const res = await call("POST", "/api/v1/webhook-endpoints", { url: "não é url", events: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toMatchObject({
      url: WEBHOOK_MESSAGES.urlInvalid,
      events: WEBHOOK_MESSAGES.eventsRequired,
    });
    expect((await call("GET", "/api/v1/webhook-endpoints")).json().items.length).toBe(before);
  });

  it("creates one endpoint for the same Idempotency-Key sent twice", async () => {
    const send = () =>
      v1(w.ctx, w.keyA.secret, {
        method: "POST",
        url: "/api/v1/webhook-endpoints",
        payload: { ...body, description: "Idempotente" },
        headers: { "idempotency-key": "endpoint-1" },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const items = (await call("GET", "/api/v1/webhook-endpoints")).json().items;
    expect(items.filter((e: { description: string }) => e.description === "Idempotente")).toHaveLength(1);
  });
});
