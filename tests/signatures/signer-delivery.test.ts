import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { createTwoTenants } from "../helpers/fixtures";
import { deferredJobs, fakePdf, finalizedDocument, requestSignatures, saveAccountSmtp } from "./support";

/**
 * The guide: "a failing third party (SMTP, WhatsApp gateway, e-signature provider) is recorded and
 * retried, never lost silently". A signer's invitation is a delivery-log row sent by the
 * deliver-document job: an SMTP server refusing it once (451) leaves the failure recorded on the row,
 * and the retry delivers it. The row carries no secret (the link is derived when sending).
 */
let ctx: TestContext;
let smtp: SmtpCatcher;
let adminCookie: string;
let accountA: string;
const jobs = deferredJobs(() => ctx.deps);

beforeAll(async () => {
  ctx = await createTestContext({ outboundAllowPrivate: true, deps: { pdf: await fakePdf(), jobs: jobs.queue } });
  smtp = await startSmtpCatcher({ user: "envio@empresa.com", pass: "senha-correta", failFirst: 1 });
  const t = await createTwoTenants(ctx, ["Entregas A", "Entregas B"]);
  accountA = t.accountA;
  adminCookie = t.adminA.cookie;
  await saveAccountSmtp(ctx, adminCookie, smtp, "Entregas A");
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

interface Entry {
  recipient: string;
  source: string;
  status: string;
  attempts: number;
  errorMessage: string | null;
  subject: string | null;
}
const deliveries = async (docId: string): Promise<Entry[]> => {
  const res = await api(ctx, { method: "GET", url: `/api/documents/${docId}/deliveries`, cookie: adminCookie });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const inbox = (to: string) => smtp.messages.filter((m) => m.to.includes(to));

describe("signer messages go through the delivery log", () => {
  it("an invitation refused once by the SMTP server is recorded with the error, retried, and arrives", async () => {
    const docId = await finalizedDocument(ctx, adminCookie, accountA);
    const res = await requestSignatures(ctx, adminCookie, docId, [
      { signer_name: "Rui", signer_email: "rui@cliente.com.br", order_sequence: 1, authentication_method: "email" },
      { signer_name: "Lia", signer_email: "lia@cliente.com.br", order_sequence: 2, authentication_method: "email" },
    ]);
    expect(res.statusCode).toBe(201);

    // Recorded with the request, before any attempt: only signer 1 (in order), no link stored in the row.
    const recorded = await deliveries(docId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      recipient: "rui@cliente.com.br",
      source: "signature_invite",
      status: "pending",
      attempts: 0,
    });
    expect(recorded[0]?.subject).toMatch(/^Assinatura solicitada: Contrato/);

    // First attempt: the server answers 451; the row keeps the Portuguese error and stays pending.
    expect(await jobs.runQueued()).toBe(1);
    const failedOnce = await deliveries(docId);
    expect(failedOnce[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(failedOnce[0]?.errorMessage).toContain("Erro ao enviar email");
    expect(inbox("rui@cliente.com.br")).toHaveLength(0);

    // The retry delivers it, with the signing link.
    expect(await jobs.runQueued()).toBe(1);
    const sent = await deliveries(docId);
    expect(sent[0]).toMatchObject({ status: "sent", attempts: 2, errorMessage: null });
    const mails = inbox("rui@cliente.com.br");
    expect(mails).toHaveLength(1);
    const raw = (mails[0]?.raw ?? "").replace(/=\r?\n/g, "");
    const token = /\/assinar\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    expect(token).toBeTruthy();
    expect(inbox("lia@cliente.com.br")).toHaveLength(0);

    // The code is a delivery too; signing then records signer 2's invitation.
    expect((await api(ctx, { method: "POST", url: `/api/sign/${token}/code` })).statusCode).toBe(200);
    expect((await deliveries(docId)).map((d) => d.source)).toContain("signature_code");
    await jobs.runQueued();
    const codeMail = inbox("rui@cliente.com.br").at(-1);
    const code = /é (\d{6})\./.exec((codeMail?.raw ?? "").replace(/=\r?\n/g, "").replace(/=C3=A9/g, "é"))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const signed = await api(ctx, {
      method: "POST",
      url: `/api/sign/${token}/sign`,
      payload: { code, typedSignature: "Rui" },
    });
    expect(signed.statusCode).toBe(200);
    const afterSign = await deliveries(docId);
    expect(
      afterSign.filter((d) => d.recipient === "lia@cliente.com.br" && d.source === "signature_invite"),
    ).toHaveLength(1);
    await jobs.runQueued();
    expect(inbox("lia@cliente.com.br")).toHaveLength(1);
  });
});
