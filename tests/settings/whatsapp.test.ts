import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACCOUNT_ID } from "../../src/domain/accounts/system";
import { SETTINGS_MESSAGES } from "../../src/domain/settings/settings";
import { evolutionApiConfigurations } from "../../src/server/db/tables/delivery";
import { createSecrets } from "../../src/server/platform/secrets/secrets";
import { type FakeEvolution, startFakeEvolution } from "../fakes/evolution-api";
import { sendJson, startFakeServer } from "../fakes/http";
import { closedPort } from "../fakes/smtp";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { createTwoTenants } from "../helpers/fixtures";

let ctx: TestContext;
let superAdmin: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;
let supervisor: TestUser;
let standard: TestUser;
let accountId: string;
let v2: FakeEvolution;
let v1: FakeEvolution;
const KEY = "evo-global-key-1234567890";

beforeAll(async () => {
  ctx = await createTestContext({ outboundTimeoutMs: 3000, outboundAllowPrivate: true });
  ({
    accountA: accountId,
    adminA: admin,
    adminB: otherAdmin,
    superAdmin,
  } = await createTwoTenants(ctx, ["Empresa WhatsApp", "Outra WhatsApp"]));
  supervisor = await createSignedInUser(ctx, "supervisor_user", { accountId });
  standard = await createSignedInUser(ctx, "standard_user", { accountId });
  v2 = await startFakeEvolution({ apiKey: KEY, instances: ["empresa"], notOnWhatsapp: ["5511900000000"] });
  v1 = await startFakeEvolution({ apiKey: KEY, instances: ["antiga"], version: "v1" });
});
afterAll(async () => {
  await v2.close();
  await v1.close();
  await ctx.close();
});

const settings = (over: Record<string, unknown> = {}) => ({
  apiUrl: v2.url,
  apiKey: KEY,
  instanceName: "empresa",
  isActive: true,
  ...over,
});
const put = (user: TestUser, body: Record<string, unknown>) =>
  api(ctx, { method: "PUT", url: "/api/settings/whatsapp", cookie: user.cookie, payload: body });
const sendTest = (user: TestUser, phone = "5511987654321") =>
  api(ctx, { method: "POST", url: "/api/settings/whatsapp/test", cookie: user.cookie, payload: { phone } });

describe("WhatsApp settings", () => {
  it("answers 401 anonymous and 403 to supervisors and standard users", async () => {
    expect((await api(ctx, { method: "GET", url: "/api/settings/whatsapp" })).statusCode).toBe(401);
    for (const u of [supervisor, standard]) {
      expect((await api(ctx, { method: "GET", url: "/api/settings/whatsapp", cookie: u.cookie })).statusCode).toBe(403);
      expect((await put(u, settings())).statusCode).toBe(403);
      expect((await sendTest(u)).statusCode).toBe(403);
    }
  });

  it("validates the URL (http/https only), the key of a new configuration and the instance", async () => {
    const res = await put(admin, { apiUrl: "javascript:alert(1)", apiKey: "", instanceName: "" });
    expect(res.json().error.details.fieldErrors).toEqual({
      apiUrl: "URL inválida",
      instanceName: "Nome da instância é obrigatório",
    });
    const noKey = await put(admin, settings({ apiKey: "" }));
    expect(noKey.json().error.details.fieldErrors).toEqual({ apiKey: "Chave da API é obrigatória" });
  });

  it("saves the admin's own configuration, masked, and keeps the key when saved blank", async () => {
    const res = await put(admin, settings());
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(KEY);
    expect(res.json()).toMatchObject({
      accountId,
      isSystemAccount: false,
      config: { apiUrl: v2.url, apiKeySet: true, apiKeyMasked: "••••••••7890", instanceName: "empresa" },
    });
    const [before] = await ctx.db
      .select()
      .from(evolutionApiConfigurations)
      .where(eq(evolutionApiConfigurations.corporateAccountId, accountId));
    expect(before?.apiKey).toMatch(/^enc:v1:/);
    await put(admin, settings({ apiKey: "" }));
    const [after] = await ctx.db
      .select()
      .from(evolutionApiConfigurations)
      .where(eq(evolutionApiConfigurations.corporateAccountId, accountId));
    expect(after?.apiKey).toBe(before?.apiKey);
    const got = await api(ctx, { method: "GET", url: "/api/settings/whatsapp", cookie: admin.cookie });
    expect(got.body).not.toContain(KEY);
    const other = await api(ctx, { method: "GET", url: "/api/settings/whatsapp", cookie: otherAdmin.cookie });
    expect(other.json().config).toBeNull();
  });

  it("super_admin saves on the system account", async () => {
    const res = await put(superAdmin, settings({ instanceName: "sistema" }));
    expect(res.json()).toMatchObject({ accountId: SYSTEM_ACCOUNT_ID, isSystemAccount: true });
  });
});

describe("WhatsApp test message (fake Evolution API)", () => {
  it("needs a phone with country code and a saved configuration", async () => {
    const empty = await sendTest(admin, "");
    expect(empty.json().error.details.fieldErrors.phone).toBe("Digite um número de telefone para teste");
    const short = await sendTest(admin, "11987654321");
    expect(short.statusCode).toBe(400);
    const unsaved = await sendTest(otherAdmin);
    expect(unsaved.json().error.message).toBe("Salvar a configuração WhatsApp antes de testar");
  });

  it("sends through Evolution v2 (201) with the apikey header", async () => {
    await put(admin, settings());
    const res = await sendTest(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Mensagem de teste enviada para 5511987654321 \(id BAE5/);
    const last = v2.requests.at(-1);
    expect(last?.path).toBe("/message/sendText/empresa");
    expect(last?.headers.apikey).toBe(KEY);
    expect(last?.body).toMatchObject({ number: "5511987654321", text: expect.stringContaining("Minuta") });
  });

  it("reports a refused key (401)", async () => {
    await put(admin, settings({ apiKey: "chave-errada" }));
    const res = await sendTest(admin);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toContain("Chave da API recusada pelo Evolution API (401)");
    await put(admin, settings());
  });

  it("reports an unknown instance (404)", async () => {
    await put(admin, settings({ instanceName: "nao-existe" }));
    const res = await sendTest(admin);
    expect(res.json().error.message).toContain('A instância "nao-existe" não existe no servidor Evolution API.');
  });

  it("reports a number that is not on WhatsApp", async () => {
    await put(admin, settings());
    const res = await sendTest(admin, "5511900000000");
    expect(res.json().error.message).toContain("não está registrado no WhatsApp");
  });

  it("falls back to the v1 body on an older server", async () => {
    await put(admin, settings({ apiUrl: `${v1.url}/`, instanceName: "antiga" }));
    const res = await sendTest(admin);
    expect(res.statusCode).toBe(200);
    expect(v1.requests.map((r) => Object.keys(r.body as object).sort())).toEqual([
      ["number", "text"],
      ["number", "textMessage"],
    ]);
    expect(v1.sent).toEqual([{ instance: "antiga", number: "5511987654321", text: expect.any(String) }]);
  });

  it("asks to save again when the stored key can no longer be decrypted (key rotated)", async () => {
    await put(admin, settings());
    const before = v2.requests.length;
    await ctx.db
      .update(evolutionApiConfigurations)
      .set({ apiKey: createSecrets("uma-chave-antiga-qualquer").encrypt(KEY) })
      .where(eq(evolutionApiConfigurations.corporateAccountId, accountId));
    const res = await sendTest(admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "NOT_CONFIGURED",
      message:
        "Não foi possível ler a chave da API do WhatsApp salva (a chave de criptografia do servidor mudou). Salve a configuração WhatsApp novamente, informando a chave, antes de testar.",
    });
    expect(v2.requests.length).toBe(before);
    const view = await api(ctx, { method: "GET", url: "/api/settings/whatsapp", cookie: admin.cookie });
    expect(view.json().config).toMatchObject({ apiKeySet: true, apiKeyMasked: "" });
    await put(admin, settings());
  });

  it("reports an unreachable server in Portuguese", async () => {
    const port = await closedPort();
    await put(admin, settings({ apiUrl: `http://127.0.0.1:${port}` }));
    const res = await sendTest(admin);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      `Erro ao testar WhatsApp. Verifique as configurações. Não foi possível conectar a 127.0.0.1:${port}: o servidor não respondeu ou recusou a conexão. Verifique o endereço e a porta.`,
    );
  });

  it("never shows what the target answered: a short Portuguese reason per status only", async () => {
    const secret = "SEGREDO-INTERNO root:x:0:0 <title>Painel do roteador</title>";
    const replies: Array<[number, unknown]> = [
      [500, `<html>${secret}</html>`],
      [418, { message: secret }],
      [400, { response: { message: [secret] } }],
      [404, { status: 404, error: secret, response: { message: [secret] } }],
      [200, { key: { id: secret }, status: secret }],
    ];
    let next = 0;
    const target = await startFakeServer((_req, res) => {
      const [status, body] = replies[next++] ?? [500, secret];
      if (typeof body === "string") {
        res.writeHead(status, "Segredo Interno", { "Content-Type": "text/html" });
        res.end(body);
      } else sendJson(res, status, body);
    });
    try {
      await put(admin, settings({ apiUrl: target.url }));
      const answers: string[] = [];
      for (let i = 0; i < replies.length; i++) {
        const res = await sendTest(admin);
        expect(res.body).not.toMatch(/SEGREDO|root:x|Painel|roteador/i);
        answers.push(res.statusCode === 200 ? res.json().message : res.json().error.message);
      }
      expect(answers).toEqual([
        "Erro ao testar WhatsApp. Verifique as configurações. O Evolution API respondeu com erro 500.",
        "Erro ao testar WhatsApp. Verifique as configurações. O Evolution API recusou a mensagem (418).",
        "Erro ao testar WhatsApp. Verifique as configurações. O Evolution API recusou a mensagem (400).",
        "Erro ao testar WhatsApp. Verifique as configurações. Endereço não encontrado no Evolution API (404). Verifique a URL da API.",
        "Mensagem de teste enviada para 5511987654321.",
      ]);
    } finally {
      await target.close();
      await put(admin, settings());
    }
  });
});

describe("a stored key only goes to the address it was saved with", () => {
  it("refuses a new apiUrl with a blank key (400 on apiKey), keeps it for the same URL", async () => {
    expect((await put(admin, settings())).statusCode).toBe(200);
    const moved = await put(admin, settings({ apiUrl: v1.url, apiKey: "" }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.details.fieldErrors.apiKey).toBe(SETTINGS_MESSAGES.secretForNewAddress);
    const view = (await api(ctx, { method: "GET", url: "/api/settings/whatsapp", cookie: admin.cookie })).json();
    expect(view.config.apiUrl).toBe(v2.url); // unchanged
    expect((await put(admin, settings({ apiKey: "" }))).statusCode).toBe(200); // same address: kept
    expect((await put(admin, settings({ apiUrl: v1.url, apiKey: KEY }))).statusCode).toBe(200); // typed again
  });
});
