import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { aiEndpoints } from "../../src/server/db/tables/assistant";
import { webhookEndpoints } from "../../src/server/db/tables/webhooks";
import { api, createSignedInUser, fakeResolver, type TestUser } from "../helpers/app";
import { systemDnsAsked } from "../helpers/system-dns";
import { apiWorld, v1 } from "../public-api/support";

// Issue 38 §10: a webhook's URL and a model endpoint's base URL meet the send-time address policy
// (decision 0019) when they are saved: a private or metadata address, however it is spelled, is refused
// with the field's Portuguese error and nothing is stored. Names are resolved by the injected resolver.

vi.mock("node:dns/promises", async (original) => (await import("../helpers/system-dns")).mockedSystemDns(original));

const MESSAGE = "Endereço não permitido para chamadas externas.";
const refusal = (field: string) => ({
  code: "OUTBOUND_ADDRESS_BLOCKED",
  message: MESSAGE,
  details: { fieldErrors: { [field]: MESSAGE } },
});

/** The same loopback, private and metadata hosts, spelled as a prober would. */
const BLOCKED = [
  "http://127.0.0.1/h",
  "http://127.1:8080/h",
  "http://0x7f000001/h",
  "http://2130706433/h",
  "http://0177.0.0.1/h",
  "http://0.0.0.0/h",
  "http://10.1.2.3/h",
  "http://192.168.0.10/h",
  "http://169.254.169.254/latest/meta-data",
  "http://[::1]:8080/h",
  "http://[::ffff:127.0.0.1]/h",
  "http://[::ffff:a9fe:a9fe]/h",
  "http://[::127.0.0.1]/h",
  "http://[64:ff9b::a9fe:a9fe]/h",
  "http://[fd00:ec2::254]/h",
  "http://localhost:3000/h",
  "http://LOCALHOST./h",
  "http://api.localhost/h",
  "http://interno.exemplo.com.br/h",
  "https://Metadados.Exemplo.com.br./h",
];

const resolver = fakeResolver({
  addresses: new Map([
    ["interno.exemplo.com.br", ["93.184.216.34", "10.0.0.7"]],
    ["metadados.exemplo.com.br", ["169.254.169.254"]],
    ["publico.exemplo.com.br", ["93.184.216.34"]],
  ]),
});

let w: Awaited<ReturnType<typeof apiWorld>>;
let superAdmin: TestUser;
beforeAll(async () => {
  // OUTBOUND_ALLOW_PRIVATE off, as in production.
  w = await apiWorld({ resolver });
  superAdmin = await createSignedInUser(w.ctx, "super_admin");
});
afterAll(() => w.ctx.close());

const events = ["document.created"];
const heldBy = async (accountId: string) =>
  Number(
    (
      await w.ctx.db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.corporateAccountId, accountId))
    )[0]?.n,
  );

describe("webhook endpoint URLs are checked when saved", () => {
  it("refuses a blocked address on the screen and in /api/v1, on create and on edit, and stores nothing", async () => {
    const screen = (method: "POST" | "PUT", url: string, payload: object) =>
      api(w.ctx, { method, url, cookie: w.a.admin.cookie, payload });
    const key = w.only["webhooks:manage"];
    const created = await screen("POST", "/api/webhook-endpoints", { url: "https://publico.exemplo.com.br/h", events });
    expect(created.statusCode).toBe(201);
    const id = created.json().endpoint.id;
    const before = await heldBy(w.tenants.accountA);
    for (const url of BLOCKED) {
      const answers = [
        await screen("POST", "/api/webhook-endpoints", { url, events }),
        await screen("PUT", `/api/webhook-endpoints/${id}`, { url, events }),
        await v1(w.ctx, key, { method: "POST", url: "/api/v1/webhook-endpoints", payload: { url, events } }),
        await v1(w.ctx, key, { method: "PUT", url: `/api/v1/webhook-endpoints/${id}`, payload: { url, events } }),
      ];
      for (const res of answers) {
        expect({ url, status: res.statusCode, error: res.json().error }).toEqual({
          url,
          status: 400,
          error: refusal("url"),
        });
      }
    }
    expect(await heldBy(w.tenants.accountA)).toBe(before);
    const [kept] = await w.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(kept?.url).toBe("https://publico.exemplo.com.br/h");
  });

  it("saves a public address, and a name that does not resolve now (the check runs again at each send)", async () => {
    for (const url of [
      "https://93.184.216.34/h",
      "https://publico.exemplo.com.br/h",
      "https://ainda-sem-dns.exemplo.com.br/h",
    ]) {
      const res = await v1(w.ctx, w.keyB.secret, {
        method: "POST",
        url: "/api/v1/webhook-endpoints",
        payload: { url, events },
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 201 });
    }
  });
});

describe("the assistant's model endpoint is checked when saved", () => {
  it("refuses a blocked base URL on create and on edit with the field's error, and stores nothing", async () => {
    const save = (method: "POST" | "PUT", url: string, baseUrl: string) =>
      api(w.ctx, {
        method,
        url,
        cookie: superAdmin.cookie,
        payload: { name: "Modelo", baseUrl, model: "m", apiKey: "sk-0123456789abcdef" },
      });
    const created = await save("POST", "/api/admin/ai-endpoints", "https://publico.exemplo.com.br/v1");
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    for (const url of BLOCKED) {
      for (const res of [
        await save("POST", "/api/admin/ai-endpoints", url),
        await save("PUT", `/api/admin/ai-endpoints/${id}`, url),
      ]) {
        expect({ url, status: res.statusCode, error: res.json().error }).toEqual({
          url,
          status: 400,
          error: refusal("baseUrl"),
        });
      }
    }
    const rows = await w.ctx.db.select({ baseUrl: aiEndpoints.baseUrl }).from(aiEndpoints);
    expect(rows).toEqual([{ baseUrl: "https://publico.exemplo.com.br/v1" }]);
  });

  it("asked the injected resolver for the names, never the system's", () => {
    expect(resolver.asked).toContain("interno.exemplo.com.br");
    expect(resolver.asked).toContain("metadados.exemplo.com.br");
    expect(resolver.asked).not.toContain("localhost");
    expect(systemDnsAsked).toEqual([]);
  });
});
