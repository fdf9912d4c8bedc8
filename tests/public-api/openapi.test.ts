import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiWorld, VALID_VALUES, v1 } from "./support";

/**
 * Issue 23: the OpenAPI 3.1 document of /api/v1 is made from the route contracts — every v1 route is
 * in it, with the bearer scheme and its scope — and real answers validate against the schemas it
 * declares (JSON Schema 2020-12, checked by Ajv, not by the Zod schemas the document came from).
 */
let w: Awaited<ReturnType<typeof apiWorld>>;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
};
let ajv: Ajv2020;

beforeAll(async () => {
  w = await apiWorld();
  const res = await w.ctx.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, "openapi");
});
afterAll(() => w.ctx.close());

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/** Validates a real answer against the schema the document declares for its route and status. */
function expectValid(method: string, route: string, res: LightMyRequestResponse) {
  const ref = `openapi#/${pointer("paths", openApiPath(route), method.toLowerCase(), "responses", String(res.statusCode), "content", "application/json", "schema")}`;
  const validate = ajv.compile({ $ref: ref });
  const ok = validate(res.json());
  expect({ route: `${method} ${route} ${res.statusCode}`, errors: ok ? null : validate.errors }).toEqual({
    route: `${method} ${route} ${res.statusCode}`,
    errors: null,
  });
}

describe("the v1 OpenAPI document", () => {
  it("is OpenAPI 3.1 with only /api/v1 paths, the bearer scheme, and every keyed v1 route with its scope", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.paths).every((p) => p.startsWith("/api/v1/"))).toBe(true);
    expect(doc.components.securitySchemes).toEqual({
      chaveDeApi: expect.objectContaining({ type: "http", scheme: "bearer" }),
    });
    const keyed = w.ctx.app.routeCatalog.filter(
      (r) => r.access && r.access !== "public" && r.access.kind === "apiScope",
    );
    expect(keyed.length).toBe(25);
    for (const r of keyed) {
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      const scope = r.access !== "public" && r.access?.kind === "apiScope" ? r.access.scope : "";
      expect({ route: `${r.method} ${r.url}`, scope: op?.["x-scope"], security: op?.security }).toEqual({
        route: `${r.method} ${r.url}`,
        scope,
        security: [{ chaveDeApi: [] }],
      });
      const params = (op?.parameters as Array<{ name: string }> | undefined) ?? [];
      expect(params.some((p) => p.name === "Idempotency-Key")).toBe(r.method === "POST");
      expect(Object.keys(op?.responses as object)).toEqual(expect.arrayContaining(["401", "403", "429"]));
    }
  });

  it("says in the description of money values that the API takes and gives whole centavos (issue 48)", () => {
    const expected =
      "Valores das variáveis do modelo, por chave. Tipo money (Valor em Reais): número inteiro de centavos — " +
      'R$ 1.800,50 é 180050 e R$ 1.800,00 é 180000; reais com vírgula ou decimais ("1.800,50", 1800.5) são recusados.';
    const resolve = (schema: Record<string, unknown>): Record<string, unknown> => {
      const ref = schema.$ref as string | undefined;
      return ref ? resolve(doc.components.schemas?.[ref.split("/").pop() ?? ""] as Record<string, unknown>) : schema;
    };
    const bodyOf = (method: string, path: string) => {
      const op = doc.paths[path]?.[method] as { requestBody: { content: Record<string, { schema: object }> } };
      return resolve(op.requestBody.content["application/json"]?.schema as Record<string, unknown>);
    };
    const answerOf = (method: string, path: string) => {
      const op = doc.paths[path]?.[method] as {
        responses: Record<string, { content: Record<string, { schema: object }> }>;
      };
      return resolve(op.responses["200"]?.content["application/json"]?.schema as Record<string, unknown>);
    };
    const description = (schema: Record<string, unknown>, field: string) =>
      String((schema.properties as Record<string, { description?: string }>)[field]?.description);
    expect(description(bodyOf("post", "/api/v1/documents"), "values")).toContain(expected);
    expect(description(bodyOf("put", "/api/v1/documents/{id}"), "values")).toContain(expected);
    expect(description(answerOf("get", "/api/v1/documents/{id}"), "filledVariables")).toContain(expected);
  });

  it("declares schemas the real answers match, success and error alike", async () => {
    const key = w.keyA.secret;
    const call = async (method: "GET" | "POST" | "PUT", route: string, url: string, payload?: object) => {
      const res = await v1(w.ctx, key, { method, url, payload });
      expectValid(method, route, res);
      return res;
    };
    await call("GET", "/api/v1/templates", "/api/v1/templates");
    await call("GET", "/api/v1/templates/:id", `/api/v1/templates/${w.templateA}`);
    const body = { templateId: w.templateA, values: VALID_VALUES, status: "draft" };
    const created = await call("POST", "/api/v1/documents", "/api/v1/documents", body);
    const id = created.json().id;
    await call("POST", "/api/v1/documents", "/api/v1/documents", { ...body, values: { cpf: "1" } });
    await call("GET", "/api/v1/documents", "/api/v1/documents?limit=1");
    await call("GET", "/api/v1/documents/:id", `/api/v1/documents/${id}`);
    await call("PUT", "/api/v1/documents/:id", `/api/v1/documents/${id}`, { values: VALID_VALUES, status: "draft" });
    await call("POST", "/api/v1/documents/:id/finalize", `/api/v1/documents/${id}/finalize`);
    await call("POST", "/api/v1/documents/:id/finalize", `/api/v1/documents/${id}/finalize`);
    const recipients = [{ signer_name: "Rui", signer_email: "rui@exemplo.com.br", order_sequence: 1 }];
    const sent = await call(
      "POST",
      "/api/v1/documents/:id/signature-requests",
      `/api/v1/documents/${id}/signature-requests`,
      {
        recipients,
      },
    );
    const requestId = sent.json().signatureRequestId;
    await call("GET", "/api/v1/signature-requests/:id", `/api/v1/signature-requests/${requestId}`);
    await call("POST", "/api/v1/signature-requests/:id/cancel", `/api/v1/signature-requests/${requestId}/cancel`);
    const missing = await v1(w.ctx, null, { method: "GET", url: "/api/v1/templates" });
    expectValid("GET", "/api/v1/templates", missing);
    // The check can fail: a body of the wrong shape does not pass the declared schema.
    const templates = ajv.compile({
      $ref: `openapi#/${pointer("paths", "/api/v1/templates", "get", "responses", "200", "content", "application/json", "schema")}`,
    });
    expect(templates({ items: [{ id: 1 }] })).toBe(false);
  });

  it("has a readable reference page with a curl example per operation, outside the app's bundle", async () => {
    const res = await w.ctx.app.inject({ method: "GET", url: "/api/v1/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).not.toMatch(/<script/);
    const curls = res.body.match(/curl -X/g) ?? [];
    expect(curls.length).toBe(25);
    expect(res.body).toContain("Authorization: Bearer $MINUTA_API_KEY");
    expect(res.body).toContain("IDEMPOTENCY_KEY_REUSED");
  });
});
