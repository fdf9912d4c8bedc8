import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_MESSAGES } from "../../src/domain/api-keys/api-keys";
import { API_V1_MESSAGES } from "../../src/domain/public-api/api-v1";
import { apiKeys } from "../../src/server/db/tables/api-keys";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { userMetadata } from "../../src/server/db/tables/users";
import { webhookEndpoints } from "../../src/server/db/tables/webhooks";
import { api, createSignedInUser } from "../helpers/app";
import { apiWorld, createKey, v1 } from "./support";

/**
 * Issue 23: every /api/v1 route × (no key, revoked key, a session cookie instead of a key, a key
 * without the route's scope, a plan without "Acesso à API", another account's key) — answered
 * 401/403/404 before anything changes — and the tenant comes from the key, never from the input.
 */
let w: Awaited<ReturnType<typeof apiWorld>>;
let docA: string;
let finalizedA: string;
let requestA: string;
let endpointA: string;
let deliveryA: string;

beforeAll(async () => {
  w = await apiWorld();
  docA = (await w.createDocument(w.keyA.secret)).id;
  finalizedA = (await w.createDocument(w.keyA.secret, "finalized")).id;
  const sent = await v1(w.ctx, w.keyA.secret, {
    method: "POST",
    url: `/api/v1/documents/${finalizedA}/signature-requests`,
    payload: { recipients: [{ signer_name: "Rui", signer_email: "rui@exemplo.com.br", order_sequence: 1 }] },
  });
  expect(sent.statusCode).toBe(201);
  requestA = sent.json().signatureRequestId;
  const endpoint = await v1(w.ctx, w.keyA.secret, {
    method: "POST",
    url: "/api/v1/webhook-endpoints",
    payload: { url: "https://receptor.example.com/a", events: ["document.created"] },
  });
  expect(endpoint.statusCode).toBe(201);
  endpointA = endpoint.json().endpoint.id;
  deliveryA = (
    await v1(w.ctx, w.keyA.secret, { method: "POST", url: `/api/v1/webhook-endpoints/${endpointA}/test` })
  ).json().id;
});
afterAll(() => w.ctx.close());

/** The v1 routes with their scope, from the app's own catalog (a new route is covered at once). */
const keyedRoutes = () =>
  w.ctx.app.routeCatalog.flatMap((r) =>
    r.access && r.access !== "public" && r.access.kind === "apiScope"
      ? [{ method: r.method as "GET" | "POST" | "PUT" | "DELETE", url: r.url, scope: r.access.scope }]
      : [],
  );

/** The route's URL on A's records (the document, the signature request, the webhook endpoint and its delivery). */
const urlOf = (url: string, ids = { doc: docA, request: requestA, template: w.templateA }) =>
  url.startsWith("/api/v1/webhook-endpoints")
    ? url.replace(":id", endpointA).replace(":deliveryId", deliveryA)
    : url.startsWith("/api/v1/signature-requests")
      ? url.replace(":id", ids.request)
      : url.startsWith("/api/v1/templates")
        ? url.replace(":id", ids.template)
        : url.replace(":id", ids.doc);
const payloadOf = (method: string) => (method === "GET" || method === "DELETE" ? undefined : {});

describe("the public API's gate", () => {
  it("covers the twenty-five v1 operations", () => {
    expect(keyedRoutes()).toHaveLength(25);
  });

  it("answers 401 without a key, with a revoked or malformed key, and to a session cookie", async () => {
    for (const r of keyedRoutes()) {
      const url = urlOf(r.url);
      const none = await v1(w.ctx, null, { method: r.method, url, payload: payloadOf(r.method) });
      expect([r.url, none.statusCode, none.json().error.message]).toEqual([r.url, 401, API_KEY_MESSAGES.missingKey]);
      const revoked = await v1(w.ctx, w.revoked.secret, { method: r.method, url, payload: payloadOf(r.method) });
      expect([r.url, revoked.statusCode, revoked.json().error.message]).toEqual([
        r.url,
        401,
        API_KEY_MESSAGES.invalidKey,
      ]);
      const cookie = await api(w.ctx, {
        method: r.method,
        url,
        cookie: w.tenants.adminA.cookie,
        payload: payloadOf(r.method),
      });
      expect([r.url, cookie.statusCode]).toEqual([r.url, 401]);
    }
  });

  it("answers 403 naming the missing scope to a key without it", async () => {
    for (const r of keyedRoutes()) {
      const other = Object.entries(w.only).find(([scope]) => scope !== r.scope)?.[1] as string;
      const res = await v1(w.ctx, other, { method: r.method, url: urlOf(r.url), payload: payloadOf(r.method) });
      expect([r.url, res.statusCode, res.json().error]).toEqual([
        r.url,
        403,
        { code: "FORBIDDEN", message: API_V1_MESSAGES.missingScope(r.scope) },
      ]);
    }
  });

  it("answers 403 naming the plan feature to every key once the plan loses API access, at once", async () => {
    await w.setApiAccess(false);
    try {
      for (const r of keyedRoutes()) {
        const res = await v1(w.ctx, w.keyA.secret, {
          method: r.method,
          url: urlOf(r.url),
          payload: payloadOf(r.method),
        });
        expect([r.url, res.statusCode, res.json().error.code]).toEqual([r.url, 403, "PLAN_FEATURE_DISABLED"]);
        expect(res.json().error.message).toContain("Acesso à API");
      }
    } finally {
      await w.setApiAccess(true);
    }
    const back = await v1(w.ctx, w.keyA.secret, { method: "GET", url: `/api/v1/documents/${docA}` });
    expect(back.statusCode).toBe(200);
  });

  it("answers 404 to another account's key on A's records, and changes nothing", async () => {
    const before = await w.ctx.db.select().from(generatedDocuments).where(eq(generatedDocuments.id, docA));
    const endpointBefore = await w.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointA));
    for (const r of keyedRoutes().filter((x) => x.url.includes(":id"))) {
      const res = await v1(w.ctx, w.keyB.secret, {
        method: r.method,
        url: urlOf(r.url),
        payload: r.url.endsWith("signature-requests")
          ? { recipients: [{ signer_name: "X", signer_email: "x@exemplo.com.br", order_sequence: 1 }] }
          : r.method === "PUT" && r.url.endsWith("/fields")
            ? { fields: [] }
            : r.method === "PUT" && r.url.startsWith("/api/v1/webhook-endpoints")
              ? { url: "https://invasor.example.com", events: ["document.deleted"] }
              : r.method === "PUT"
                ? { values: { nome: "Invasor", cpf: "529.982.247-25" }, status: "draft" }
                : payloadOf(r.method),
      });
      expect([r.method, r.url, res.statusCode, res.json().error.code]).toEqual([r.method, r.url, 404, "NOT_FOUND"]);
    }
    const after = await w.ctx.db.select().from(generatedDocuments).where(eq(generatedDocuments.id, docA));
    expect(after).toEqual(before);
    expect(await w.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointA))).toEqual(
      endpointBefore,
    );
  });

  it("takes the tenant from the key: lists and templates show only the key's account", async () => {
    const docB = (
      await v1(w.ctx, w.keyB.secret, {
        method: "POST",
        url: "/api/v1/documents",
        payload: { templateId: w.templateB, values: { nome: "B", cpf: "529.982.247-25" }, status: "draft" },
      })
    ).json().id;
    const listA = (await v1(w.ctx, w.keyA.secret, { method: "GET", url: "/api/v1/documents?limit=100" })).json();
    const idsA = listA.items.map((d: { id: string }) => d.id);
    expect(idsA).toContain(docA);
    expect(idsA).not.toContain(docB);
    const templatesA = (await v1(w.ctx, w.keyA.secret, { method: "GET", url: "/api/v1/templates" })).json();
    expect(templatesA.items.map((t: { id: string }) => t.id)).toEqual([w.templateA]);
    // A's key cannot use B's template: the web form's refusal, and no document is made.
    const count = async () => (await w.ctx.db.select().from(generatedDocuments)).length;
    const n = await count();
    const cross = await v1(w.ctx, w.keyA.secret, {
      method: "POST",
      url: "/api/v1/documents",
      payload: { templateId: w.templateB, values: { nome: "X", cpf: "529.982.247-25" }, status: "draft" },
    });
    expect(cross.statusCode).toBe(403);
    expect(await count()).toBe(n);
  });

  it("does not open a web route to a key", async () => {
    const res = await v1(w.ctx, w.keyA.secret, { method: "GET", url: `/api/documents/${docA}` });
    expect(res.statusCode).toBe(401);
  });

  it("stops a key whose creator was deactivated (401), since it acts through them", async () => {
    const creator = await createSignedInUser(w.ctx, "corporate_admin", { accountId: w.tenants.accountA });
    const { secret } = await createKey(w.ctx, creator, ["templates:read"]);
    expect((await v1(w.ctx, secret, { method: "GET", url: "/api/v1/templates" })).statusCode).toBe(200);
    await w.ctx.db.update(userMetadata).set({ isActive: false }).where(eq(userMetadata.userId, creator.userId));
    const res = await v1(w.ctx, secret, { method: "GET", url: "/api/v1/templates" });
    expect([res.statusCode, res.json().error.message]).toEqual([401, API_V1_MESSAGES.creatorInactive]);
  });

  it("stamps the key's last use", async () => {
    await w.ctx.db.update(apiKeys).set({ lastUsedAt: null }).where(eq(apiKeys.id, w.keyA.id));
    await v1(w.ctx, w.keyA.secret, { method: "GET", url: "/api/v1/templates" });
    const [row] = await w.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, w.keyA.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });
});
