import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACCOUNT_ID } from "../../src/domain/accounts/system";
import { smtpConfigurations } from "../../src/server/db/tables/delivery";
import { createSecrets } from "../../src/server/platform/secrets/secrets";
import { closedPort, type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { createTwoTenants } from "../helpers/fixtures";

let ctx: TestContext;
let superAdmin: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;
let supervisor: TestUser;
let standard: TestUser;
let noAccountAdmin: TestUser;
let accountId: string;
let otherAccountId: string;
let catcher: SmtpCatcher;

beforeAll(async () => {
  ctx = await createTestContext({ outboundTimeoutMs: 3000, outboundAllowPrivate: true });
  ({
    accountA: accountId,
    accountB: otherAccountId,
    adminA: admin,
    adminB: otherAdmin,
    superAdmin,
  } = await createTwoTenants(ctx, ["Empresa SMTP", "Outra SMTP"]));
  supervisor = await createSignedInUser(ctx, "supervisor_user", { accountId });
  standard = await createSignedInUser(ctx, "standard_user", { accountId });
  noAccountAdmin = await createSignedInUser(ctx, "corporate_admin");
  catcher = await startSmtpCatcher({ user: "envio@empresa.com", pass: "senha-correta" });
});
afterAll(async () => {
  await catcher.close();
  await ctx.close();
});

const settings = (over: Record<string, unknown> = {}) => ({
  host: catcher.host,
  port: catcher.port,
  username: "envio@empresa.com",
  password: "senha-correta",
  fromEmail: "envio@empresa.com",
  fromName: "Empresa SMTP",
  secure: false,
  isActive: true,
  ...over,
});
const put = (user: TestUser, body: Record<string, unknown>) =>
  api(ctx, { method: "PUT", url: "/api/settings/smtp", cookie: user.cookie, payload: body });
const testMail = (user: TestUser, to = "destino@cliente.com") =>
  api(ctx, { method: "POST", url: "/api/settings/smtp/test", cookie: user.cookie, payload: { to } });

describe("SMTP settings access and account rule", () => {
  it("answers 401 anonymous and 403 to supervisors and standard users", async () => {
    expect((await api(ctx, { method: "GET", url: "/api/settings/smtp" })).statusCode).toBe(401);
    for (const u of [supervisor, standard]) {
      expect((await api(ctx, { method: "GET", url: "/api/settings/smtp", cookie: u.cookie })).statusCode).toBe(403);
      expect((await put(u, settings())).statusCode).toBe(403);
      expect((await testMail(u)).statusCode).toBe(403);
    }
  });

  it("super_admin works on the all-zero system account", async () => {
    const res = await api(ctx, { method: "GET", url: "/api/settings/smtp", cookie: superAdmin.cookie });
    expect(res.json()).toMatchObject({ accountId: SYSTEM_ACCOUNT_ID, isSystemAccount: true, config: null });
    const saved = await put(superAdmin, settings({ fromName: "Sistema" }));
    expect(saved.statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(smtpConfigurations)
      .where(eq(smtpConfigurations.corporateAccountId, SYSTEM_ACCOUNT_ID));
    expect(row?.fromName).toBe("Sistema");
  });

  it("a corporate admin without an account gets the spec's message", async () => {
    const res = await api(ctx, { method: "GET", url: "/api/settings/smtp", cookie: noAccountAdmin.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Conta corporativa não identificada");
  });
});

describe("SMTP settings save", () => {
  it("validates every field with Portuguese messages", async () => {
    const res = await put(admin, { host: "", port: 70000, username: "", fromEmail: "x", fromName: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      host: "Host é obrigatório",
      port: "Porta inválida",
      username: "Usuário é obrigatório",
      fromEmail: "E-mail do remetente inválido",
      fromName: "Nome do remetente é obrigatório",
    });
    const noPassword = await put(admin, settings({ password: "" }));
    expect(noPassword.json().error.details.fieldErrors).toEqual({ password: "Senha é obrigatória" });
  });

  it("saves on the admin's own account, encrypts the password and never returns it", async () => {
    const res = await put(admin, settings());
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("senha-correta");
    expect(res.json()).toMatchObject({
      accountId,
      accountName: "Empresa SMTP",
      isSystemAccount: false,
      config: { host: catcher.host, port: catcher.port, passwordSet: true, secure: false },
    });
    const [row] = await ctx.db
      .select()
      .from(smtpConfigurations)
      .where(eq(smtpConfigurations.corporateAccountId, accountId));
    expect(row?.password).toMatch(/^enc:v1:/);
    // The corporate account form reads the same row.
    const viaAccount = await api(ctx, {
      method: "GET",
      url: `/api/corporate-accounts/${accountId}`,
      cookie: superAdmin.cookie,
    });
    expect(viaAccount.json().smtp).toMatchObject({ host: catcher.host, passwordSet: true });
    expect(viaAccount.body).not.toContain("senha-correta");
  });

  it("keeps the stored password when saved blank, and never touches another tenant", async () => {
    const before = await ctx.db
      .select()
      .from(smtpConfigurations)
      .where(eq(smtpConfigurations.corporateAccountId, accountId));
    const res = await put(admin, settings({ password: "", fromName: "Novo Nome" }));
    expect(res.statusCode).toBe(200);
    const [after] = await ctx.db
      .select()
      .from(smtpConfigurations)
      .where(eq(smtpConfigurations.corporateAccountId, accountId));
    expect(after?.password).toBe(before[0]?.password);
    expect(after?.fromName).toBe("Novo Nome");
    const other = await api(ctx, { method: "GET", url: "/api/settings/smtp", cookie: otherAdmin.cookie });
    expect(other.json()).toMatchObject({ accountId: otherAccountId, config: null });
  });
});

describe("SMTP test e-mail (real SMTP server)", () => {
  afterEach(() => {
    catcher.messages.length = 0;
  });

  it("needs an address and a saved configuration", async () => {
    const empty = await api(ctx, {
      method: "POST",
      url: "/api/settings/smtp/test",
      cookie: admin.cookie,
      payload: { to: "" },
    });
    expect(empty.json().error.details.fieldErrors.to).toBe("Digite um email para teste");
    const unsaved = await testMail(otherAdmin);
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().error.message).toBe("Salvar a configuração SMTP antes de testar");
  });

  it("asks to save again when the stored password can no longer be decrypted (key rotated)", async () => {
    await put(admin, settings());
    const underOldKey = createSecrets("uma-chave-antiga-qualquer").encrypt("senha-correta");
    await ctx.db
      .update(smtpConfigurations)
      .set({ password: underOldKey })
      .where(eq(smtpConfigurations.corporateAccountId, accountId));
    const res = await testMail(admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "NOT_CONFIGURED",
      message:
        "Não foi possível ler a senha SMTP salva (a chave de criptografia do servidor mudou). Salve a configuração SMTP novamente, informando a senha, antes de testar.",
    });
    expect(catcher.messages).toHaveLength(0);
    expect((await api(ctx, { method: "GET", url: "/api/settings/smtp", cookie: admin.cookie })).statusCode).toBe(200);
  });

  it("sends a real e-mail through the saved configuration", async () => {
    await put(admin, settings());
    const res = await testMail(admin);
    expect(res.statusCode).toBe(200);
    // Our sentence only: the server's own reply ("250 …") is not repeated.
    expect(res.json().message).toBe("E-mail de teste enviado para destino@cliente.com.");
    expect(catcher.messages).toHaveLength(1);
    expect(catcher.messages[0]).toMatchObject({ from: "envio@empresa.com", to: ["destino@cliente.com"] });
    expect(catcher.messages[0]?.raw).toContain("Empresa SMTP");
  });

  it("reports an authentication failure in Portuguese", async () => {
    await put(admin, settings({ password: "senha-errada" }));
    const res = await testMail(admin);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe("Falha de autenticação no servidor SMTP: usuário ou senha incorretos.");
    expect(res.body).not.toMatch(/535|Invalid username/);
    expect(catcher.messages).toHaveLength(0);
  });

  it("reports a server that is down", async () => {
    await put(admin, settings({ port: await closedPort(), password: "senha-correta" }));
    const res = await testMail(admin);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(
      /^Não foi possível conectar ao servidor SMTP 127\.0\.0\.1:\d+: o servidor não respondeu ou recusou a conexão\./,
    );
  });

  it("answers the same for a closed port and for an open one that never speaks SMTP (no port probing)", async () => {
    const { createServer } = await import("node:net");
    const sockets: import("node:net").Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket)); // accepts, never greets
    const http = createServer((socket) =>
      socket.end("HTTP/1.1 400 Bad Request\r\nServer: segredo-interno/1.0\r\n\r\n"),
    );
    await Promise.all([silent, http].map((s) => new Promise<void>((r) => s.listen(0, "127.0.0.1", r))));
    const portOf = (s: typeof silent) => (s.address() as import("node:net").AddressInfo).port;
    try {
      const answers: string[] = [];
      for (const port of [await closedPort(), portOf(silent), portOf(http)]) {
        await put(admin, settings({ port, password: "senha-correta" }));
        const res = await testMail(admin);
        expect(res.statusCode, String(port)).toBe(502);
        expect(res.body).not.toMatch(/segredo-interno|HTTP\/1\.1|Greeting|ECONN|ETIMEDOUT/);
        answers.push(res.json().error.message.replace(`:${port}`, ":PORTA"));
      }
      expect(new Set(answers.slice(0, 2)).size, answers.join(" | ")).toBe(1);
      for (const a of answers) expect(a).toMatch(/^(Não foi possível conectar ao servidor SMTP|Erro ao testar SMTP)/);
    } finally {
      for (const s of sockets) s.destroy();
      await Promise.all([silent, http].map((s) => new Promise((r) => s.close(r))));
    }
  });

  it("reports a TLS error when SSL/TLS is required and the certificate is not trusted", async () => {
    const tls = await startSmtpCatcher({ user: "u", pass: "p", starttls: true });
    try {
      await put(admin, settings({ host: tls.host, port: tls.port, username: "u", password: "p", secure: true }));
      const res = await testMail(admin);
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toMatch(/^Erro de TLS\/SSL ao conectar ao servidor SMTP/);
    } finally {
      await tls.close();
    }
  });
});
