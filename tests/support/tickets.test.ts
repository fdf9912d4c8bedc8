import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportTickets } from "../../src/server/db/tables/support";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
  uploadBytes,
} from "../helpers/app";
import { testPng } from "../helpers/branding";
import { createPlanWith } from "../helpers/fixtures";

let ctx: TestContext;
let alice: TestUser; // standard user of A (priority plan)
let aliceColleague: TestUser; // corporate admin of A
let bob: TestUser; // user of B (plan without priority)
let agent: TestUser;

const post = (user: TestUser, url: string, payload: object) =>
  api(ctx, { method: "POST", url, cookie: user.cookie, payload });
const get = (user: TestUser, url: string) => api(ctx, { method: "GET", url, cookie: user.cookie });
const open = (user: TestUser, subject: string, extra: object = {}) =>
  post(user, "/api/support/tickets", {
    subject,
    category: "problema",
    description: "O PDF do contrato não é gerado desde ontem.",
    ...extra,
  });
const upload = (user: TestUser, bytes: Buffer) => uploadBytes(ctx, user.cookie, "/api/support/attachments", bytes);

beforeAll(async () => {
  ctx = await createTestContext();
  const priorityPlan = await createPlanWith(ctx.db, "Com Prioridade", { priority_support: true });
  const basicPlan = await createPlanWith(ctx.db, "Básico", {});
  const accountA = await createCorporateAccount(ctx.db, "Alfa Ltda", priorityPlan);
  const accountB = await createCorporateAccount(ctx.db, "Beta Ltda", basicPlan);
  alice = await createSignedInUser(ctx, "standard_user", { accountId: accountA });
  aliceColleague = await createSignedInUser(ctx, "corporate_admin", { accountId: accountA });
  bob = await createSignedInUser(ctx, "standard_user", { accountId: accountB });
  agent = await createSignedInUser(ctx, "super_admin");
});
afterAll(async () => ctx.close());

describe("support tickets (issue 29)", () => {
  it("refuses a ticket without subject or description, in Portuguese", async () => {
    const res = await post(alice, "/api/support/tickets", { subject: "", category: "x", description: "" });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.fieldErrors;
    expect(fields.subject).toMatch(/Informe o assunto/);
    expect(fields.description).toMatch(/Descreva/);
    expect(fields.category).toBe("Escolha uma categoria");
  });

  it("keeps tickets to their owner: a user of B, and a colleague of A, get 404 for A's ticket", async () => {
    const res = await open(alice, "Erro ao gerar PDF");
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket.priority).toBe(true);
    expect(ticket.messages).toHaveLength(1);
    for (const other of [bob, aliceColleague]) {
      expect((await get(other, `/api/support/tickets/${ticket.id}`)).statusCode).toBe(404);
      const reply = await post(other, `/api/support/tickets/${ticket.id}/messages`, { body: "intromissão" });
      expect(reply.statusCode).toBe(404);
      const mine = (await get(other, "/api/support/tickets")).json();
      expect(mine.items.map((t: { id: string }) => t.id)).not.toContain(ticket.id);
    }
    expect((await get(alice, "/api/support/tickets")).json().items[0].id).toBe(ticket.id);
  });

  it("never shows internal notes to the customer, nor mails them; a public reply is mailed with the link", async () => {
    const ticket = (await open(alice, "Dúvida sobre assinatura")).json();
    const note = await post(agent, `/api/admin/support/tickets/${ticket.id}/messages`, {
      body: "NOTA-SECRETA: cliente antigo, verificar cobrança",
      internal: true,
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().messages.some((m: { internal: boolean }) => m.internal)).toBe(true);
    const answer = await post(agent, `/api/admin/support/tickets/${ticket.id}/messages`, {
      body: "Olá! Já corrigimos o problema.",
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().status).toBe("em_andamento");
    expect(answer.json().firstResponseAt).not.toBeNull();

    const seen = (await get(alice, `/api/support/tickets/${ticket.id}`)).json();
    expect(JSON.stringify(seen)).not.toContain("NOTA-SECRETA");
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual([
      "O PDF do contrato não é gerado desde ontem.",
      "Olá! Já corrigimos o problema.",
    ]);
    expect(seen.messages[1].author.name).toBe("Equipe de suporte");

    const mails = ctx.mailer.outbox().filter((m) => m.to === alice.email);
    expect(mails.some((m) => m.text.includes("NOTA-SECRETA"))).toBe(false);
    const reply = mails.find((m) => m.subject.includes(`#${ticket.number}`));
    expect(reply?.text).toContain("Olá! Já corrigimos o problema.");
    expect(reply?.text).toContain(`http://localhost:3000/support/${ticket.id}`);
    // The team heard of the new ticket (nobody assigned: every super admin).
    expect(
      ctx.mailer.outbox().some((m) => m.to === agent.email && m.subject.includes(`Novo chamado #${ticket.number}`)),
    ).toBe(true);
  });

  it("reopens a ticket waiting for the customer when they answer", async () => {
    const ticket = (await open(bob, "Cobrança em dobro")).json();
    const patched = await api(ctx, {
      method: "PATCH",
      url: `/api/admin/support/tickets/${ticket.id}`,
      cookie: agent.cookie,
      payload: { status: "aguardando_cliente", assigneeId: agent.userId },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().assignee.id).toBe(agent.userId);
    const answered = await post(bob, `/api/support/tickets/${ticket.id}/messages`, { body: "Segue o comprovante." });
    expect(answered.json().status).toBe("aberto");
    const wrongAgent = await api(ctx, {
      method: "PATCH",
      url: `/api/admin/support/tickets/${ticket.id}`,
      cookie: agent.cookie,
      payload: { assigneeId: bob.userId },
    });
    expect(wrongAgent.statusCode).toBe(404);
  });

  it("sorts priority accounts first in the queue, marks them, and filters", async () => {
    await open(bob, "Sem prioridade, aberto antes");
    await open(alice, "Com prioridade, aberto depois");
    const queue = (await get(agent, "/api/admin/support/tickets?status=aberto")).json();
    const flags = queue.items.map((t: { priority: boolean }) => t.priority);
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
    expect(queue.items[0].accountName).toBe("Alfa Ltda");
    const standard = (await get(agent, "/api/admin/support/tickets?priority=standard")).json();
    expect(standard.items.every((t: { priority: boolean }) => !t.priority)).toBe(true);
    const mine = (await get(agent, "/api/admin/support/tickets?assignee=me")).json();
    expect(mine.items.map((t: { subject: string }) => t.subject)).toEqual(["Cobrança em dobro"]);
    const byAccount = (await get(agent, "/api/admin/support/tickets?q=beta")).json();
    expect(byAccount.items.length).toBeGreaterThan(0);
    expect(byAccount.items.every((t: { accountName: string }) => t.accountName === "Beta Ltda")).toBe(true);
    const first = queue.items[0];
    const byNumber = (await get(agent, `/api/admin/support/tickets?q=%23${first.number}`)).json();
    expect(byNumber.items.map((t: { id: string }) => t.id)).toEqual([first.id]);
    const summary = (await get(agent, "/api/admin/support/summary")).json();
    expect(summary.open).toBeGreaterThanOrEqual(4);
    expect(summary.priority).toBeGreaterThanOrEqual(2);
  });

  it("counts an unanswered ticket past its target as overdue and puts it first among its group", async () => {
    const before = (await get(agent, "/api/admin/support/summary")).json();
    const late = (await open(bob, "Atrasado há um dia")).json();
    await ctx.db
      .update(supportTickets)
      .set({ firstResponseDueAt: new Date(Date.now() - 86_400_000) })
      .where(eq(supportTickets.id, late.id));
    const after = (await get(agent, "/api/admin/support/summary")).json();
    expect(after.overdue).toBe(before.overdue + 1);
    const standard = (await get(agent, "/api/admin/support/tickets?priority=standard&status=aberto")).json();
    expect(standard.items[0].id).toBe(late.id);
    // Answering it ends the delay.
    await post(agent, `/api/admin/support/tickets/${late.id}/messages`, { body: "Desculpe a demora." });
    expect((await get(agent, "/api/admin/support/summary")).json().overdue).toBe(before.overdue);
  });

  it("accepts attachments checked by their bytes, only one's own uploads", async () => {
    const svg = await upload(alice, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toMatch(/imagem .* ou um PDF/);
    const pdf = await upload(alice, Buffer.from("%PDF-1.7\n%âãÏÓ\n"));
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().contentType).toBe("application/pdf");
    const png = (await upload(alice, testPng())).json();
    const ticket = await open(alice, "Com anexos", { attachmentIds: [pdf.json().id, png.id] });
    expect(ticket.json().messages[0].attachments.map((a: { contentType: string }) => a.contentType)).toEqual([
      "application/pdf",
      "image/png",
    ]);
    const stolen = await open(bob, "Anexo alheio", { attachmentIds: [png.id] });
    expect(stolen.statusCode).toBe(404);
  });

  it("keeps canned replies to the team", async () => {
    const created = await post(agent, "/api/admin/support/canned-replies", {
      title: "Saudação",
      body: "Olá! Obrigado.",
    });
    expect(created.statusCode).toBe(201);
    expect((await get(agent, "/api/admin/support/canned-replies")).json()).toEqual([created.json()]);
    expect((await get(alice, "/api/admin/support/canned-replies")).statusCode).toBe(403);
    const gone = await api(ctx, {
      method: "DELETE",
      url: `/api/admin/support/canned-replies/${created.json().id}`,
      cookie: agent.cookie,
    });
    expect(gone.statusCode).toBe(200);
  });
});
