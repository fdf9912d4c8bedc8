import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeEvolution, startFakeEvolution } from "../fakes/evolution-api";
import { type FakeServer, sendJson, startFakeServer } from "../fakes/http";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";

/** docs/decisions/0019: the address is checked when the server connects; private ranges need the operator's opt-in. */
const BLOCKED = { code: "OUTBOUND_ADDRESS_BLOCKED", message: "Endereço não permitido para chamadas externas." };
const KEY = "evo-global-key-1234567890";

let evolution: FakeEvolution;
let catcher: SmtpCatcher;
let hook: FakeServer;

beforeAll(async () => {
  evolution = await startFakeEvolution({ apiKey: KEY, instances: ["empresa"] });
  catcher = await startSmtpCatcher({ user: "envio@empresa.com", pass: "senha-correta" });
  hook = await startFakeServer((_req, res) => sendJson(res, 200, { ok: true }));
});
afterAll(async () => {
  await evolution.close();
  await catcher.close();
  await hook.close();
});

async function setup(ctx: TestContext) {
  const accountId = await createCorporateAccount(ctx.db, "Empresa Rede");
  return {
    admin: await createSignedInUser(ctx, "corporate_admin", { accountId }),
    superAdmin: await createSignedInUser(ctx, "super_admin"),
  };
}

const smtp = (host: string, port: number) => ({
  host,
  port,
  username: "envio@empresa.com",
  password: "senha-correta",
  fromEmail: "envio@empresa.com",
  fromName: "Empresa Rede",
  secure: false,
  isActive: true,
});

function calls(ctx: TestContext) {
  return {
    whatsapp: async (user: TestUser, apiUrl: string) => {
      const saved = await api(ctx, {
        method: "PUT",
        url: "/api/settings/whatsapp",
        cookie: user.cookie,
        payload: { apiUrl, apiKey: KEY, instanceName: "empresa", isActive: true },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return api(ctx, {
        method: "POST",
        url: "/api/settings/whatsapp/test",
        cookie: user.cookie,
        payload: { phone: "5511987654321" },
      });
    },
    smtp: async (user: TestUser, host: string, port: number) => {
      const saved = await api(ctx, {
        method: "PUT",
        url: "/api/settings/smtp",
        cookie: user.cookie,
        payload: smtp(host, port),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return api(ctx, {
        method: "POST",
        url: "/api/settings/smtp/test",
        cookie: user.cookie,
        payload: { to: "destino@cliente.com" },
      });
    },
    webhook: (user: TestUser, webhookUrl: string) =>
      api(ctx, {
        method: "POST",
        url: "/api/settings/zapsign/test-webhook",
        cookie: user.cookie,
        payload: { webhookUrl, webhookToken: "tok-123" },
      }),
  };
}

describe("outbound address policy by default (OUTBOUND_ALLOW_PRIVATE off)", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let superAdmin: TestUser;
  beforeAll(async () => {
    // The production default: no opt-in.
    ctx = await createTestContext({ outboundTimeoutMs: 2000 });
    ({ admin, superAdmin } = await setup(ctx));
  });
  afterAll(() => ctx.close());

  it("refuses loopback, private and link-local addresses on every integration, before any connection", async () => {
    const c = calls(ctx);
    const before = { evolution: evolution.requests.length, mail: catcher.messages.length, hook: hook.requests.length };
    for (const url of [
      evolution.url,
      evolution.url.replace("127.0.0.1", "localhost"),
      "http://127.0.0.1:9",
      "http://169.254.169.254/latest",
      "http://10.0.0.5",
      "http://10.255.255.1:8080",
      "http://192.168.1.10:8080",
      "http://172.16.0.25",
      "http://[::1]:8080",
      "http://[fe80::1]:8080",
      "http://[fd00:ec2::254]",
      "http://100.100.100.200",
      "http://[::ffff:127.0.0.1]",
      "http://[::ffff:169.254.169.254]",
      "http://0.0.0.0:8080",
    ]) {
      const res = await c.whatsapp(admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toEqual(BLOCKED);
    }
    for (const host of ["127.0.0.1", "localhost", "169.254.169.254", "10.1.2.3", "172.16.0.25", "192.168.0.1"]) {
      const res = await c.smtp(admin, host, catcher.port);
      expect(res.statusCode, host).toBe(400);
      expect(res.json().error, host).toEqual(BLOCKED);
    }
    for (const url of [`${hook.url}/hook`, "http://169.254.169.254/hook", "http://10.0.0.1/hook"]) {
      const hookRes = await c.webhook(superAdmin, url);
      expect(hookRes.statusCode, url).toBe(400);
      expect(hookRes.json().error, url).toEqual(BLOCKED);
    }
    expect({ evolution: evolution.requests.length, mail: catcher.messages.length, hook: hook.requests.length }).toEqual(
      before,
    );
  });
});

describe("outbound address policy with OUTBOUND_ALLOW_PRIVATE=1 (self-hosted gateways beside Minuta)", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let superAdmin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ outboundTimeoutMs: 2000, outboundAllowPrivate: true });
    ({ admin, superAdmin } = await setup(ctx));
  });
  afterAll(() => ctx.close());

  it("still refuses link-local and metadata addresses on every integration, before any connection", async () => {
    const c = calls(ctx);
    for (const url of [
      "http://169.254.169.254/latest",
      "http://[fe80::1]:8080",
      "http://[fd00:ec2::254]",
      "http://100.100.100.200",
      "http://[::ffff:169.254.169.254]",
    ]) {
      const res = await c.whatsapp(admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toEqual(BLOCKED);
    }
    const mail = await c.smtp(admin, "169.254.169.254", 25);
    expect(mail.statusCode).toBe(400);
    expect(mail.json().error).toEqual(BLOCKED);
    const hookRes = await c.webhook(superAdmin, "http://169.254.169.254/hook");
    expect(hookRes.statusCode).toBe(400);
    expect(hookRes.json().error).toEqual(BLOCKED);
  });

  it("calls a gateway, SMTP server or webhook on localhost", async () => {
    const c = calls(ctx);
    expect((await c.whatsapp(admin, evolution.url.replace("127.0.0.1", "localhost"))).statusCode).toBe(200);
    expect((await c.smtp(admin, "127.0.0.1", catcher.port)).statusCode).toBe(200);
    expect(catcher.messages.at(-1)?.to).toEqual(["destino@cliente.com"]);
    expect((await c.webhook(superAdmin, `${hook.url}/hook`)).statusCode).toBe(200);
  });
});
