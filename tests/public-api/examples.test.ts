import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEYS_PATH_TEXT } from "../../src/domain/settings/areas";
import { EXAMPLE_PDF_BASE64, EXAMPLE_TEMPLATE_ID } from "../../src/server/modules/public-api/examples";
import { apiWorld, signAsEach, v1 } from "./support";

/**
 * Issue 48: every curl of the reference page (/api/v1/docs), copied as it is — only the key, the
 * Idempotency-Key and the ids of the account put in — succeeds against the real API. Each operation
 * gets a fresh resource of the state it needs (a draft to edit, a finalized document to send, ...).
 */
let w: Awaited<ReturnType<typeof apiWorld>>;
let page = "";
let doc: { paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> };

beforeAll(async () => {
  w = await apiWorld();
  page = (await w.ctx.app.inject({ method: "GET", url: "/api/v1/docs" })).body;
  doc = (await w.ctx.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
});
afterAll(() => w.ctx.close());

const unescapeHtml = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e] ?? e,
  );

/** The curl commands of the page: method, path (with its <placeholders>) and the -d body. */
function curls() {
  return [...page.matchAll(/<pre>(curl [\s\S]*?)<\/pre>/g)].map(([, raw]) => {
    const text = unescapeHtml(raw ?? "");
    const [, method = "", url = ""] = /curl -X (\w+) "([^"]+)"/.exec(text) ?? [];
    const data = /-d '((?:[^']|'\\'')*)'/.exec(text)?.[1]?.replaceAll("'\\''", "'");
    return { method, path: new URL(url.replace(/<(\w+)>/g, "{$1}")).pathname.replace(/%7B(\w+)%7D/g, "{$1}"), data };
  });
}

const post = async (url: string, payload?: object) => {
  const res = await v1(w.ctx, w.keyA.secret, { method: "POST", url, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.body}`);
  return res.json();
};
const draft = async () => ({ id: (await w.createDocument(w.keyA.secret, "draft")).id });
const finalized = async () => ({ id: (await w.createDocument(w.keyA.secret, "finalized")).id });
const request = async (email = `sig-${randomUUID()}@exemplo.com.br`) => {
  const { id } = await finalized();
  const recipients = [{ signer_name: "Rui Barbosa", signer_email: email, order_sequence: 1 }];
  return { id: (await post(`/api/v1/documents/${id}/signature-requests`, { recipients })).signatureRequestId, email };
};
const uploadedPdf = async () => ({
  id: (await post("/api/v1/documents/pdf", { file_base64: EXAMPLE_PDF_BASE64 })).id as string,
});
const endpoint = async () => ({
  id: (await post("/api/v1/webhook-endpoints", { url: "https://erp.example.com/x", events: ["document.created"] }))
    .endpoint.id,
});

/** What each operation's path needs, made fresh for it. */
const PREPARE: Record<string, () => Promise<Record<string, string>>> = {
  "GET /api/v1/templates/{id}": async () => ({ id: w.templateA }),
  "GET /api/v1/documents/{id}": draft,
  "PUT /api/v1/documents/{id}": draft,
  "DELETE /api/v1/documents/{id}": draft,
  "POST /api/v1/documents/{id}/finalize": draft,
  "GET /api/v1/documents/{id}/pdf": finalized,
  "GET /api/v1/documents/{id}/fields": uploadedPdf,
  "PUT /api/v1/documents/{id}/fields": uploadedPdf,
  "POST /api/v1/documents/{id}/signature-requests": finalized,
  "GET /api/v1/signature-requests/{id}": () => request(),
  "POST /api/v1/signature-requests/{id}/cancel": () => request(),
  "GET /api/v1/signature-requests/{id}/signed-pdf": async () => {
    const r = await request();
    await signAsEach(w.ctx, [r.email]);
    return { id: r.id };
  },
  "GET /api/v1/webhook-endpoints/{id}": endpoint,
  "PUT /api/v1/webhook-endpoints/{id}": endpoint,
  "DELETE /api/v1/webhook-endpoints/{id}": endpoint,
  "POST /api/v1/webhook-endpoints/{id}/rotate-secret": endpoint,
  "POST /api/v1/webhook-endpoints/{id}/test": endpoint,
  "GET /api/v1/webhook-endpoints/{id}/deliveries": endpoint,
  "POST /api/v1/webhook-endpoints/{id}/deliveries/{deliveryId}/resend": async () => {
    const { id } = await endpoint();
    return { id, deliveryId: (await post(`/api/v1/webhook-endpoints/${id}/test`)).id };
  },
};

describe("the reference page's examples", () => {
  it("shows a body made of accepted values on every operation that takes one, the same as the document's", () => {
    const withBody = curls().filter((c) => c.data !== undefined);
    expect(withBody.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/v1/documents",
      "PUT /api/v1/documents/{id}",
      "POST /api/v1/documents/pdf",
      "PUT /api/v1/documents/{id}/fields",
      "POST /api/v1/documents/{id}/signature-requests",
      "POST /api/v1/webhook-endpoints",
      "PUT /api/v1/webhook-endpoints/{id}",
    ]);
    for (const c of withBody) {
      const body = doc.paths[c.path]?.[c.method.toLowerCase()]?.requestBody as {
        content: Record<string, { example?: unknown }>;
      };
      expect(JSON.parse(c.data ?? "")).toEqual(body.content["application/json"]?.example);
    }
    expect(page).not.toContain('"texto"');
  });

  it("each curl, with the account's key and ids, succeeds", async () => {
    const all = curls();
    expect(all).toHaveLength(25);
    for (const c of all) {
      const name = `${c.method} ${c.path}`;
      const params: Record<string, string> = c.path.includes("{") ? await (PREPARE[name] ?? (async () => ({})))() : {};
      const url = c.path.replace(/\{(\w+)\}/g, (_m, p: string) => params[p] ?? `<${p} sem preparo>`);
      const payload = c.data ? JSON.parse(c.data.replaceAll(EXAMPLE_TEMPLATE_ID, w.templateA)) : undefined;
      const res = await v1(w.ctx, w.keyA.secret, {
        method: c.method as "GET",
        url,
        payload,
        headers: c.method === "POST" ? { "idempotency-key": randomUUID() } : {},
      });
      expect({ name, status: res.statusCode < 300 ? "2xx" : res.body }).toEqual({ name, status: "2xx" });
      expect(Object.keys(doc.paths[c.path]?.[c.method.toLowerCase()]?.responses ?? {})).toContain(
        String(res.statusCode),
      );
    }
  });

  it("tells where the key is made, by the screens' real names", () => {
    expect(API_KEYS_PATH_TEXT).toBe("Dashboard → Configurações → Chaves de API");
    expect(page).toContain("Crie uma chave em <strong>Dashboard → Configurações → Chaves de API</strong>");
    expect(page).not.toContain("Configurações → API<");
    const info = (doc as unknown as { info: { description: string } }).info.description;
    expect(info).toContain("(crie a chave em Dashboard → Configurações → Chaves de API)");
  });
});
