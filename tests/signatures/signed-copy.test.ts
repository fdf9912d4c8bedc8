import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import { api, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import {
  codeIn,
  fakePdf,
  finalizedDocument,
  inlineJobs,
  linkIn,
  mailsTo,
  requestSignatures,
  saveAccountSmtp,
} from "./support";

/**
 * Issue 48 point 6: once everyone signed, each signer gets the sealed PDF by e-mail (unless the account
 * turned it off) and the requester a notice — delivery-log rows sent by the deliver-document job, through
 * the development outbox or the account's own SMTP.
 */
let ctx: TestContext;
let smtp: SmtpCatcher;
let accountA: string;
let accountB: string;
let adminA: TestUser;
let adminB: TestUser;
let usersA: CorporateUsers;
const jobs = inlineJobs(() => ctx.deps);

beforeAll(async () => {
  ctx = await createTestContext({ outboundAllowPrivate: true, deps: { pdf: await fakePdf(), jobs } });
  smtp = await startSmtpCatcher({ user: "envio@empresa.com", pass: "senha-correta" });
  ({ accountA, accountB, adminA, adminB } = await createTwoTenants(ctx, ["Via A", "Via B"]));
  usersA = await signInCorporateRoles(ctx, accountA);
  await saveAccountSmtp(ctx, adminB.cookie, smtp, "Via B");
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

type Read = (to: string) => Promise<string>;
const fromOutbox: Read = async (to) => mailsTo(ctx, to)[0]?.text ?? "";
/** The newest message to `to` the fake SMTP server received, parsed. */
const caught = async (to: string, subject?: RegExp) => {
  const parsed = await Promise.all(smtp.messages.filter((m) => m.to.includes(to)).map((m) => PostalMime.parse(m.raw)));
  return parsed.reverse().find((m) => !subject || subject.test(m.subject ?? ""));
};
const fromSmtp: Read = async (to) => (await caught(to))?.text ?? "";

/** Sends `docId` to the signers in order and signs as each (link and code read from their e-mails). */
async function signAll(cookie: string, docId: string, emails: string[], read: Read) {
  const res = await requestSignatures(
    ctx,
    cookie,
    docId,
    emails.map((email, i) => ({ signer_name: `Signatário ${i + 1}`, signer_email: email, order_sequence: i + 1 })),
  );
  expect(res.statusCode, res.body).toBe(201);
  for (const email of emails) {
    const token = linkIn(await read(email));
    expect((await api(ctx, { method: "POST", url: `/api/sign/${token}/code` })).statusCode).toBe(200);
    const code = codeIn(await read(email));
    const signed = await api(ctx, {
      method: "POST",
      url: `/api/sign/${token}/sign`,
      payload: { code, typedSignature: "Assinado" },
    });
    expect(signed.statusCode, signed.body).toBe(200);
  }
}

const setting = (user: TestUser | null, method: "GET" | "PUT", payload?: Record<string, unknown>) =>
  api(ctx, { method, url: "/api/signature-settings", cookie: user?.cookie, payload });

describe("the signed copy and the requester's notice", () => {
  it("e-mails each signer the sealed PDF and the requester a notice (development outbox)", async () => {
    const docId = await finalizedDocument(ctx, adminA.cookie, accountA);
    await signAll(adminA.cookie, docId, ["ana@via-a.com.br", "bia@via-a.com.br"], fromOutbox);
    for (const email of ["ana@via-a.com.br", "bia@via-a.com.br"]) {
      const copy = mailsTo(ctx, email).find((m) => m.subject.startsWith("Documento assinado: "));
      expect(copy, email).toBeDefined();
      expect(copy?.text).toContain("Sua via assinada segue em anexo (PDF).");
      expect(copy?.html).toContain("Verificar autenticidade");
      const [file] = copy?.attachments ?? [];
      expect(file?.contentType).toBe("application/pdf");
      expect(file?.filename).toMatch(/\(assinado\)\.pdf$/);
      expect(file?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    const notice = mailsTo(ctx, adminA.email).find((m) => m.subject.startsWith("Assinatura concluída: "));
    expect(notice?.text).toContain("Todos os signatários assinaram o documento");
    expect(notice?.text).toContain("A solicitação de assinatura foi concluída.");
    expect(notice?.text).toContain(`/my-documents/${docId}`);
    expect(notice?.attachments).toBeUndefined();
    // The outbox rows are in the document's delivery log, sent.
    const log = await api(ctx, { method: "GET", url: `/api/documents/${docId}/deliveries`, cookie: adminA.cookie });
    const rows = (log.json().items ?? log.json()) as Array<{ source: string; status: string }>;
    const completion = rows.filter((r) => r.source === "signature_signed_copy" || r.source === "signature_completed");
    expect(completion.map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
  });

  it("sends the PDF as a real attachment through the account's SMTP", async () => {
    const docId = await finalizedDocument(ctx, adminB.cookie, accountB);
    await signAll(adminB.cookie, docId, ["caio@via-b.com.br"], fromSmtp);
    const copy = await caught("caio@via-b.com.br", /^Documento assinado: /);
    expect(copy?.text).toContain("Sua via assinada segue em anexo (PDF).");
    expect(copy?.attachments).toHaveLength(1);
    const [file] = copy?.attachments ?? [];
    expect(file?.mimeType).toBe("application/pdf");
    expect(
      Buffer.from(file?.content as ArrayBuffer)
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    const notice = await caught(adminB.email, /^Assinatura concluída: /);
    expect(notice?.text).toContain("Todos os signatários assinaram o documento");
  });

  it("respects the account's opt-out: no copy to the signers, the requester still told", async () => {
    expect((await setting(adminA, "GET")).json()).toEqual({ sendSignedCopy: true });
    const saved = await setting(adminA, "PUT", { sendSignedCopy: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ sendSignedCopy: false });
    const noticesBefore = mailsTo(ctx, adminA.email).filter((m) =>
      m.subject.startsWith("Assinatura concluída: "),
    ).length;
    const docId = await finalizedDocument(ctx, adminA.cookie, accountA);
    await signAll(adminA.cookie, docId, ["davi@via-a.com.br"], fromOutbox);
    expect(mailsTo(ctx, "davi@via-a.com.br").some((m) => m.subject.startsWith("Documento assinado: "))).toBe(false);
    expect(mailsTo(ctx, adminA.email).filter((m) => m.subject.startsWith("Assinatura concluída: "))).toHaveLength(
      noticesBefore + 1,
    );
    // Another account's setting is its own.
    expect((await setting(adminB, "GET")).json()).toEqual({ sendSignedCopy: true });
  });

  it("keeps the setting to the account's managers: 401 without a session, 403 to other roles, body checked", async () => {
    expect((await setting(null, "GET")).statusCode).toBe(401);
    expect((await setting(null, "PUT", { sendSignedCopy: true })).statusCode).toBe(401);
    for (const user of [usersA.supervisor, usersA.standard]) {
      expect((await setting(user, "GET")).statusCode).toBe(403);
      expect((await setting(user, "PUT", { sendSignedCopy: true })).statusCode).toBe(403);
    }
    const bad = await setting(adminA, "PUT", { sendSignedCopy: "sim" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fieldErrors.sendSignedCopy).toBe(
      "Informe se a via assinada é enviada aos signatários.",
    );
    expect((await setting(adminA, "GET")).json()).toEqual({ sendSignedCopy: false });
  });
});
