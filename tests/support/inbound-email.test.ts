import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailer } from "../../src/server/platform/mail/system-mailer";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";
import { testPng } from "../helpers/branding";
import { deliverMail, INBOUND, INBOUND_URL, rawMail } from "../helpers/inbound-mail";
import { newCustomer, openTicketAs } from "../helpers/tickets";

/**
 * Issue 29 "replying to the e-mail adds to the ticket when an inbound address is configured"
 * (decision 0050): the notifications leave through a real SMTP server (the fake of tests/fakes) with
 * a Reply-To of their own, and the replies come back as raw RFC 822 messages to POST /api/inbound/email.
 */
const URL_IN = INBOUND_URL;

let ctx: TestContext;
let smtp: SmtpCatcher;
let alice: TestUser; // customer of A
let bob: TestUser; // customer of B
let agent: TestUser;

beforeAll(async () => {
  smtp = await startSmtpCatcher({ user: "u", pass: "p" });
  ctx = await createTestContext({
    supportInbound: INBOUND,
    deps: { mailer: smtpMailer(`smtp://u:p@${smtp.host}:${smtp.port}`) },
  });
  alice = await createSignedInUser(ctx, "standard_user", { accountId: await createCorporateAccount(ctx.db, "Alfa") });
  bob = await createSignedInUser(ctx, "standard_user", { accountId: await createCorporateAccount(ctx.db, "Beta") });
  agent = await createSignedInUser(ctx, "super_admin");
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** The newest e-mail the SMTP server received for `to`, parsed as a mail program would. */
async function lastMailTo(to: string) {
  const caught = smtp.messages.filter((m) => m.to.includes(to)).at(-1);
  if (!caught) throw new Error(`no e-mail to ${to}`);
  const parsed = await PostalMime.parse(caught.raw);
  return { replyTo: parsed.replyTo?.[0]?.address, text: parsed.text ?? "", subject: parsed.subject ?? "" };
}

const deliver = (raw: Buffer, secret?: string) => deliverMail(ctx, raw, secret);

const openTicket = (user: TestUser, subject: string) => openTicketAs(ctx, user, subject);

/** The team answers in the app; the customer's e-mail carries the Reply-To issued to them. */
async function answeredTicket(user: TestUser, subject: string) {
  const ticket = await openTicket(user, subject);
  await api(ctx, {
    method: "POST",
    url: `/api/admin/support/tickets/${ticket.id}/messages`,
    cookie: agent.cookie,
    payload: { body: "Pode enviar a captura de tela?" },
  });
  const mail = await lastMailTo(user.email);
  expect(mail.subject).toContain(`#${ticket.number}`);
  return { ...ticket, replyTo: mail.replyTo as string, mail };
}

const messagesOf = async (user: TestUser, id: string) =>
  (await api(ctx, { method: "GET", url: `/api/support/tickets/${id}`, cookie: user.cookie })).json() as {
    status: string;
    messages: Array<{
      body: string;
      fromStaff: boolean;
      viaEmail: boolean;
      author: { id: string | null };
      attachments: unknown[];
    }>;
  };

describe("support replies by e-mail (decision 0050)", () => {
  it("mails the customer a Reply-To of their own and the reply hint, keeping the link", async () => {
    const t = await answeredTicket(alice, "Reply-To");
    expect(t.replyTo).toMatch(new RegExp(`^suporte\\+${t.number}t[a-z2-7]{20}@minuta\\.example\\.com$`));
    expect(t.mail.text).toContain("Responda a este e-mail para acrescentar ao chamado");
    expect(t.mail.text).toContain(`http://localhost:3000/support/${t.id}`);
    // Issued per person: the agent's copy of the new ticket carries another address.
    const team = await lastMailTo(agent.email);
    expect(team.replyTo).toMatch(/^suporte\+\d+t[a-z2-7]{20}@minuta\.example\.com$/);
    expect(team.replyTo).not.toBe(t.replyTo);
  });

  it("adds a plain reply as the customer's message, without the quote, and mails the team", async () => {
    const t = await answeredTicket(alice, "Texto simples");
    const before = smtp.messages.length;
    const body =
      "Segue o que vejo.\r\nNada mudou.\r\n\r\nEm qui., 26 de nov. de 2026 às 10:00, Minuta <nao-responda@minuta.local> escreveu:\r\n> Pode enviar a captura de tela?\r\n";
    const res = await deliver(
      rawMail({ from: alice.email, to: t.replyTo, body, head: [`Return-Path: <${alice.email}>`] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: "added", ticketNumber: t.number });
    const seen = await messagesOf(alice, t.id);
    expect(seen.messages.at(-1)).toMatchObject({
      body: "Segue o que vejo.\nNada mudou.",
      fromStaff: false,
      viaEmail: true,
    });
    expect(seen.messages.at(-2)?.viaEmail).toBe(false);
    expect(seen.messages.at(-1)?.author.id).toBe(alice.userId);
    expect(seen.status).toBe("em_andamento");
    const told = smtp.messages.slice(before).filter((m) => m.to.includes(agent.email));
    expect(told).toHaveLength(1);
    expect((await lastMailTo(agent.email)).text).toContain("Segue o que vejo.");
  });

  it("decodes quoted-printable Portuguese and reopens a resolved ticket as the app does", async () => {
    const t = await answeredTicket(alice, "Acentos");
    await api(ctx, {
      method: "PATCH",
      url: `/api/admin/support/tickets/${t.id}`,
      cookie: agent.cookie,
      payload: { status: "resolvido" },
    });
    const mime = [
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "Ol=C3=A1! A emiss=C3=A3o voltou a falhar: n=C3=A3o consigo gerar a procura=C3=A7=",
      "=C3=A3o.",
      "",
    ].join("\r\n");
    const res = await deliver(rawMail({ from: alice.email.toUpperCase(), to: t.replyTo, mime }));
    expect(res.statusCode).toBe(200);
    const seen = await messagesOf(alice, t.id);
    expect(seen.messages.at(-1)?.body).toBe("Olá! A emissão voltou a falhar: não consigo gerar a procuração.");
    expect(seen.status).toBe("aberto");
  });

  it("takes a multipart reply's text over its HTML and its attachments by their bytes", async () => {
    const t = await answeredTicket(alice, "Anexos");
    const png = testPng().toString("base64").replace(/.{76}/g, "$&\r\n");
    const part = (name: string, type: string, b64: string) =>
      [
        "--MIX",
        `Content-Type: ${type}; name="${name}"`,
        `Content-Disposition: attachment; filename="${name}"`,
        "Content-Transfer-Encoding: base64",
        "",
        b64,
      ].join("\r\n");
    const mime = [
      'Content-Type: multipart/mixed; boundary="MIX"',
      "",
      "--MIX",
      'Content-Type: multipart/alternative; boundary="ALT"',
      "",
      "--ALT",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Segue a captura de tela.",
      "",
      "On Thu, Nov 26, 2026 at 10:00 Minuta <nao-responda@minuta.local> wrote:",
      "> Pode enviar a captura de tela?",
      "--ALT",
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>SOMENTE-NO-HTML Segue a captura de tela.</p><blockquote>Pode enviar?</blockquote>",
      "--ALT--",
      part("tela.bin", "application/octet-stream", png),
      // Named a PDF, but its bytes are not one: refused, named in the message.
      part("fatura.pdf", "application/pdf", Buffer.from("isto nao e um pdf").toString("base64")),
      "--MIX--",
      "",
    ].join("\r\n");
    const res = await deliver(rawMail({ from: alice.email, to: t.replyTo, mime }));
    expect(res.statusCode).toBe(200);
    const last = (await messagesOf(alice, t.id)).messages.at(-1);
    expect(last?.body).toMatch(/^Segue a captura de tela\.\n\nAnexos não aceitos .*: fatura\.pdf$/);
    expect(last?.body).not.toContain("SOMENTE-NO-HTML");
    expect(last?.attachments).toEqual([expect.objectContaining({ contentType: "image/png" })]);
  });

  it("reads an HTML-only reply by its HTML, without Gmail's quote", async () => {
    const t = await answeredTicket(alice, "Só HTML");
    const mime = [
      "Content-Type: text/html; charset=utf-8",
      "",
      '<div dir="ltr">Enviei s&oacute; em <b>HTML</b>.<br>Obrigada</div><div class="gmail_quote">Em qui., Minuta escreveu:<blockquote>Pode enviar?</blockquote></div>',
    ].join("\r\n");
    expect((await deliver(rawMail({ from: alice.email, to: t.replyTo, mime }))).statusCode).toBe(200);
    expect((await messagesOf(alice, t.id)).messages.at(-1)?.body).toBe("Enviei só em HTML.\nObrigada");
  });

  it("adds a reply from the team's e-mail as a public staff reply, mailed to the customer", async () => {
    const t = await openTicket(bob, "Pelo agente");
    const team = await lastMailTo(agent.email);
    const res = await deliver(rawMail({ from: agent.email, to: team.replyTo as string, body: "Já resolvemos." }));
    expect(res.json()).toEqual({ outcome: "added", ticketNumber: t.number });
    const seen = await messagesOf(bob, t.id);
    expect(seen.messages.at(-1)).toMatchObject({ body: "Já resolvemos.", fromStaff: true });
    expect(seen.status).toBe("em_andamento");
    expect((await lastMailTo(bob.email)).text).toContain("Já resolvemos.");
  });

  it("adds a retried delivery (same Message-ID) once", async () => {
    const t = await answeredTicket(alice, "Duplicado");
    const raw = rawMail({
      from: alice.email,
      to: t.replyTo,
      body: "Uma vez só.",
      messageId: "<dup-1@cliente.example>",
    });
    expect((await deliver(raw)).json().outcome).toBe("added");
    const again = await deliver(raw);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ outcome: "duplicate", ticketNumber: t.number });
    const bodies = (await messagesOf(alice, t.id)).messages.map((m) => m.body);
    expect(bodies.filter((b) => b === "Uma vez só.")).toHaveLength(1);
  });

  it("drops (202) a reply from someone else, another tenant's address, a forged one and an auto-reply", async () => {
    const a = await answeredTicket(alice, "Da Alice");
    const b = await answeredTicket(bob, "Do Bob");
    const before = [(await messagesOf(alice, a.id)).messages.length, (await messagesOf(bob, b.id)).messages.length];
    const cases: Array<[Buffer, string]> = [
      // Bob (account B) answers with the address issued to Alice (account A).
      [rawMail({ from: bob.email, to: a.replyTo, body: "intromissão" }), "sender_mismatch"],
      // Alice answers with the address issued to Bob, of another account's ticket.
      [rawMail({ from: alice.email, to: b.replyTo, body: "intromissão" }), "sender_mismatch"],
      // Alice's own code on Bob's ticket number: the code names ticket and person, so it does not fit.
      [
        rawMail({ from: alice.email, to: a.replyTo.replace(`+${a.number}t`, `+${b.number}t`), body: "x" }),
        "invalid_token",
      ],
      [
        rawMail({ from: alice.email, to: `suporte+99999t${"a".repeat(20)}@minuta.example.com`, body: "x" }),
        "unknown_ticket",
      ],
      [rawMail({ from: alice.email, to: "suporte@minuta.example.com", body: "x" }), "no_token"],
      [
        rawMail({ from: alice.email, to: a.replyTo, body: "Estou de férias.", head: ["Auto-Submitted: auto-replied"] }),
        "auto_reply",
      ],
      [rawMail({ from: alice.email, to: a.replyTo, body: "Não entregue.", head: ["Return-Path: <>"] }), "auto_reply"],
      [rawMail({ from: alice.email, to: a.replyTo, body: "\r\nOn Mon, Jan 1, 2026 X wrote:\r\n> a\r\n" }), "empty"],
    ];
    for (const [raw, reason] of cases) {
      const res = await deliver(raw);
      expect(res.statusCode, reason).toBe(202);
      expect(res.json()).toEqual({ outcome: "dropped", reason });
    }
    expect((await messagesOf(alice, a.id)).messages).toHaveLength(before[0] as number);
    expect((await messagesOf(bob, b.id)).messages).toHaveLength(before[1] as number);
  });

  it("finds the address in Delivered-To when the relay put it only there (Cc, Bcc)", async () => {
    const t = await answeredTicket(alice, "Entregue");
    const raw = rawMail({
      from: alice.email,
      to: "Outra <outra@empresa.example>",
      body: "Pelo envelope.",
      head: [`Delivered-To: ${t.replyTo}`],
    });
    // As `curl --data-binary @-` posts it when no Content-Type is given: read all the same.
    const asCurl = await ctx.app.inject({
      method: "POST",
      url: URL_IN,
      headers: { authorization: `Bearer ${INBOUND.secret}`, "content-type": "application/x-www-form-urlencoded" },
      payload: raw,
    });
    expect(asCurl.json().outcome).toBe("added");
  });

  it("answers 401 without the secret or with a wrong one, 400 to what is not an e-mail, 413 past 10 MB", async () => {
    const raw = rawMail({ from: alice.email, to: INBOUND.address, body: "x" });
    expect((await deliver(raw, "errado")).statusCode).toBe(401);
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: URL_IN,
      payload: raw,
      headers: { "content-type": "message/rfc822" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe("Segredo do recebimento de e-mails inválido.");
    // A signed-in session opens nothing here.
    expect((await api(ctx, { method: "POST", url: URL_IN, cookie: alice.cookie, payload: raw })).statusCode).toBe(401);
    const garbage = await deliver(Buffer.from("isto não é um e-mail"));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.message).toMatch(/RFC 822/);
    expect((await deliver(Buffer.alloc(0))).statusCode).toBe(400);
    const huge = await deliver(Buffer.concat([raw, Buffer.alloc(10 * 1024 * 1024, 0x41)]));
    expect(huge.statusCode).toBe(413);
  });
});

describe("without an inbound address (decision 0046 as before)", () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestContext();
  });
  afterAll(() => off.close());

  it("mails the link only, without Reply-To, and the endpoint answers 401 to any secret", async () => {
    const user = await newCustomer(off);
    const admin = await createSignedInUser(off, "super_admin");
    const opened = await openTicketAs(off, user, "Sem entrada");
    await api(off, {
      method: "POST",
      url: `/api/admin/support/tickets/${opened.id}/messages`,
      cookie: admin.cookie,
      payload: { body: "Resposta" },
    });
    const mail = off.mailer.outbox().find((m) => m.to === user.email);
    expect(mail?.replyTo).toBeUndefined();
    expect(mail?.text).toContain("Para responder, use o link acima: este endereço não recebe respostas.");
    expect(mail?.text).not.toContain("Responda a este e-mail");
    const res = await deliverMail(off, rawMail({ from: user.email, to: INBOUND.address, body: "x" }));
    expect(res.statusCode).toBe(401);
  });
});
