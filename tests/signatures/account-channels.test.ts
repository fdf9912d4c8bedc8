import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeEvolution, startFakeEvolution } from "../fakes/evolution-api";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { createTwoTenants } from "../helpers/fixtures";
import { fakePdf, finalizedDocument, inlineJobs, requestSignatures, saveAccountSmtp } from "./support";

/**
 * The built-in provider reaches signers through the account's own channels: the invitation by the
 * account's SMTP (modules/delivery/smtp), the sms method's code by the account's WhatsApp (Evolution API).
 */
const KEY = "chave-evolution-123";
let ctx: TestContext;
let smtp: SmtpCatcher;
let evolution: FakeEvolution;
let accountA: string;
let adminCookie: string;
const jobs = inlineJobs(() => ctx.deps);

beforeAll(async () => {
  ctx = await createTestContext({ outboundAllowPrivate: true, deps: { pdf: await fakePdf(), jobs } });
  smtp = await startSmtpCatcher({ user: "envio@empresa.com", pass: "senha-correta" });
  evolution = await startFakeEvolution({ apiKey: KEY, instances: ["empresa"] });
  const t = await createTwoTenants(ctx, ["Canais A", "Canais B"]);
  accountA = t.accountA;
  adminCookie = t.adminA.cookie;
  await saveAccountSmtp(ctx, adminCookie, smtp, "Canais A");
  const waSaved = await api(ctx, {
    method: "PUT",
    url: "/api/settings/whatsapp",
    cookie: adminCookie,
    payload: { apiUrl: evolution.url, apiKey: KEY, instanceName: "empresa", isActive: true },
  });
  expect(waSaved.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  await evolution.close();
});

describe("signer messages through the account's SMTP and WhatsApp", () => {
  it("e-mails the invitation by the account's SMTP and sends the sms code by WhatsApp", async () => {
    const docId = await finalizedDocument(ctx, adminCookie, accountA);
    const res = await requestSignatures(ctx, adminCookie, docId, [
      {
        signer_name: "Sofia Zap",
        signer_email: "sofia@cliente.com.br",
        signer_phone: "+55 11 98765-4321",
        order_sequence: 1,
        authentication_method: "sms",
      },
    ]);
    expect(res.statusCode).toBe(201);
    // The invitation went through the account's SMTP server (not the platform mailer), with the link.
    const invite = smtp.messages.find((m) => m.to.includes("sofia@cliente.com.br"));
    expect(invite?.from).toBe("envio@empresa.com");
    const raw = (invite?.raw ?? "").replace(/=\r?\n/g, "");
    const token = /\/assinar\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    expect(token).toBeTruthy();
    expect(ctx.mailer.outbox().some((m) => m.to === "sofia@cliente.com.br")).toBe(false);
    // With a phone and WhatsApp configured, the invitation also went by WhatsApp.
    expect(evolution.sent.some((m) => m.number === "5511987654321" && m.text.includes(`/assinar/${token}`))).toBe(true);

    const view = await api(ctx, { method: "GET", url: `/api/sign/${token}` });
    expect(view.json()).toMatchObject({ codeChannel: "whatsapp", method: "sms" });
    const sent = await api(ctx, { method: "POST", url: `/api/sign/${token}/code` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/por WhatsApp/);
    const code = /é (\d{6})\./.exec(evolution.sent.at(-1)?.text ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const signed = await api(ctx, {
      method: "POST",
      url: `/api/sign/${token}/sign`,
      payload: { code, typedSignature: "Sofia Zap" },
    });
    expect(signed.statusCode).toBe(200);
    const doc = await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie: adminCookie });
    expect(doc.json().status).toBe("signed");
  });
});
