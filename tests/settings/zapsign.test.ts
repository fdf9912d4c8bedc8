import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS_MESSAGES } from "../../src/domain/settings/settings";
import { systemSettings } from "../../src/server/db/tables/signatures";
import type { FakeServer } from "../fakes/http";
import { closedPort } from "../fakes/smtp";
import { startFakeZapsign, startWebhookReceiver } from "../fakes/zapsign";
import {
  APP_URL,
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";
import { signInCorporateRoles } from "../helpers/fixtures";

let ctx: TestContext;
let superAdmin: TestUser;
let corporate: TestUser[];
let zapsign: FakeServer;
let hook: FakeServer;
let failingHook: FakeServer;
const GOOD = "zapsign-token-valido-123456";

beforeAll(async () => {
  zapsign = await startFakeZapsign({
    [GOOD]: 200,
    "token-producao": 403,
    "sem-plano": 402,
    limite: 429,
    lento: "hang",
  });
  hook = await startWebhookReceiver(200);
  failingHook = await startWebhookReceiver(500);
  ctx = await createTestContext({
    zapsignApiUrl: `${zapsign.url}/`,
    outboundTimeoutMs: 1000,
    outboundAllowPrivate: true,
  });
  superAdmin = await createSignedInUser(ctx, "super_admin");
  const accountId = await createCorporateAccount(ctx.db, "Empresa ZapSign");
  corporate = Object.values(await signInCorporateRoles(ctx, accountId));
});
afterAll(async () => {
  await zapsign.close();
  await hook.close();
  await failingHook.close();
  await ctx.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  apiKey: GOOD,
  sandboxMode: true,
  enableSecurityVerifications: true,
  webhookUrl: "https://minuta.example.com/api/webhooks/zapsign",
  webhookToken: "token-do-webhook-secreto-de-24-caracteres",
  ...over,
});
const call = (url: string, payload?: Record<string, unknown>, user = superAdmin) =>
  api(ctx, { method: payload ? (url.endsWith("zapsign") ? "PUT" : "POST") : "GET", url, cookie: user.cookie, payload });

describe("e-signature settings access", () => {
  it("is super_admin only: 401 anonymous, 403 for every corporate role", async () => {
    const urls = [
      ["/api/settings/zapsign", undefined],
      ["/api/settings/zapsign", body()],
      ["/api/settings/zapsign/test-connection", { apiKey: GOOD, sandboxMode: true }],
      ["/api/settings/zapsign/test-webhook", { webhookUrl: hook.url, webhookToken: "t" }],
    ] as const;
    for (const [url, payload] of urls) {
      const method = payload ? (url.endsWith("zapsign") ? "PUT" : "POST") : "GET";
      expect((await api(ctx, { method, url, payload })).statusCode).toBe(401);
      for (const u of corporate) expect((await call(url, payload, u)).statusCode).toBe(403);
    }
    expect(zapsign.requests).toHaveLength(0);
    expect(hook.requests).toHaveLength(0);
  });
});

describe("e-signature settings save", () => {
  it("starts with sandbox on and shows this server's webhook URL", async () => {
    const res = await call("/api/settings/zapsign");
    expect(res.json()).toMatchObject({
      apiKeySet: false,
      sandboxMode: true,
      enableSecurityVerifications: false,
      providerWebhookUrl: `${APP_URL}/api/webhooks/zapsign`,
    });
  });

  it("saves in system_settings with secrets encrypted and masked, keeping them when blank", async () => {
    const res = await call("/api/settings/zapsign", body());
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(GOOD);
    expect(res.body).not.toContain("token-do-webhook-secreto");
    expect(res.json()).toMatchObject({ apiKeySet: true, apiKeyMasked: "••••••••3456", webhookTokenSet: true });
    const [row] = await ctx.db.select().from(systemSettings).where(eq(systemSettings.key, "zapsign"));
    expect(JSON.stringify(row?.value)).not.toContain(GOOD);
    expect((row!.value as { api_key: string }).api_key).toMatch(/^enc:v1:/);
    const again = await call("/api/settings/zapsign", body({ apiKey: "", webhookToken: "", sandboxMode: false }));
    expect(again.json()).toMatchObject({ apiKeySet: true, webhookTokenSet: true, sandboxMode: false });
  });

  it("refuses a webhook URL that is not http(s) with the spec's message", async () => {
    const res = await call("/api/settings/zapsign", body({ webhookUrl: "minuta.example.com/hook" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.webhookUrl).toBe(
      "URL do webhook inválida. Use um endereço completo começando com http:// ou https://",
    );
  });
});

describe("ZapSign connection test (fake ZapSign)", () => {
  const test = (apiKey: string) => call("/api/settings/zapsign/test-connection", { apiKey, sandboxMode: true });

  it("200: proves the key with GET docs/?page=1 and the Bearer token", async () => {
    const res = await test(GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain("Conexão com o ZapSign estabelecida com sucesso");
    const last = zapsign.requests.at(-1);
    expect(last?.path).toBe("/docs/?page=1");
    expect(last?.headers.authorization).toBe(`Bearer ${GOOD}`);
  });

  it("uses the stored key when none is typed", async () => {
    const res = await test("");
    expect(res.statusCode).toBe(200);
  });

  it("401: bad token", async () => {
    const res = await test("token-invalido");
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toContain("Falha na conexão. Verifique se a chave de API está correta.");
  });

  it("403: token of the other environment; 402 and 429 explained", async () => {
    expect((await test("token-producao")).json().error.message).toContain("não pertence ao ambiente sandbox (403)");
    expect((await test("sem-plano")).json().error.message).toContain("plano de API ativo (402)");
    expect((await test("limite")).json().error.message).toContain("Limite de requisições do ZapSign excedido (429)");
  });

  it("timeout: reports that ZapSign did not answer", async () => {
    const res = await test("lento");
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(
      /^Falha na conexão com o ZapSign: Não foi possível conectar a 127\.0\.0\.1:\d+: o servidor não respondeu ou recusou a conexão\./,
    );
  });

  it("without any key: the spec's message", async () => {
    await ctx.db.delete(systemSettings).where(eq(systemSettings.key, "zapsign"));
    const res = await test("");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Chave de API não configurada. Preencha a chave de API antes de testar.");
  });
});

describe("webhook test", () => {
  it("POSTs a sample event with the token header and reports the answer", async () => {
    const res = await call("/api/settings/zapsign/test-webhook", {
      webhookUrl: `${hook.url}/hook`,
      webhookToken: "tok-123",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Webhook recebido com sucesso: o endereço respondeu com o código 200.");
    const got = hook.requests.at(-1);
    expect(got?.method).toBe("POST");
    expect(got?.headers["x-webhook-token"]).toBe("tok-123");
    expect(got?.body).toMatchObject({ event_type: "doc_signed", test: true });
  });

  it("reports an error answer, an unreachable URL, and refuses a non-http URL before any request", async () => {
    const bad = await call("/api/settings/zapsign/test-webhook", { webhookUrl: failingHook.url, webhookToken: "t" });
    expect(bad.statusCode).toBe(502);
    expect(bad.json().error.message).toBe("Erro ao testar webhook: o endereço respondeu com o código 500.");
    const down = await call("/api/settings/zapsign/test-webhook", {
      webhookUrl: `http://127.0.0.1:${await closedPort()}/x`,
      webhookToken: "t",
    });
    expect(down.json().error.message).toMatch(
      /^Erro ao testar webhook: Não foi possível conectar a 127\.0\.0\.1:\d+: o servidor não respondeu ou recusou a conexão\./,
    );
    const invalid = await call("/api/settings/zapsign/test-webhook", {
      webhookUrl: "file:///etc/passwd",
      webhookToken: "t",
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe(
      "URL do webhook inválida. Use um endereço completo começando com http:// ou https://",
    );
  });
});

describe("keys and tokens that cannot travel in an HTTP header", () => {
  it("are refused as input (400 with the field) when saving and when testing, with no connection tried", async () => {
    const before = zapsign.requests.length;
    for (const bad of ["k ç", "chave\u00e1", "tab\there"]) {
      const save = await call("/api/settings/zapsign", body({ apiKey: bad }));
      expect(save.statusCode, bad).toBe(400);
      expect(save.json().error.details.fieldErrors.apiKey).toBe(SETTINGS_MESSAGES.headerSecretInvalid);
      const token = await call("/api/settings/zapsign", body({ webhookToken: bad }));
      expect(token.statusCode).toBe(400);
      const test = await call("/api/settings/zapsign/test-connection", { apiKey: bad, sandboxMode: true });
      expect(test.statusCode).toBe(400);
    }
    expect(zapsign.requests.length).toBe(before);
  });
});

describe("PUT with missing fields", () => {
  it("is refused (400) instead of resetting the stored webhook URL and flags", async () => {
    expect((await call("/api/settings/zapsign", body())).statusCode).toBe(200);
    const res = await call("/api/settings/zapsign", {});
    expect(res.statusCode).toBe(400);
    const view = (await call("/api/settings/zapsign")).json();
    expect(view).toMatchObject({
      webhookUrl: "https://minuta.example.com/api/webhooks/zapsign",
      enableSecurityVerifications: true,
      apiKeySet: true,
    });
  });
});

describe("a stored webhook token only goes to the URL it was saved with", () => {
  it("test-webhook to another URL with a blank token → 400, and nothing is sent there", async () => {
    expect((await call("/api/settings/zapsign", body({ webhookUrl: hook.url }))).statusCode).toBe(200);
    const before = failingHook.requests.length;
    const res = await call("/api/settings/zapsign/test-webhook", { webhookUrl: failingHook.url, webhookToken: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.webhookToken).toBe(SETTINGS_MESSAGES.secretForNewAddress);
    expect(failingHook.requests.length).toBe(before);
    const moved = await call("/api/settings/zapsign", body({ webhookUrl: failingHook.url, webhookToken: "" }));
    expect(moved.statusCode).toBe(400);
  });
});
