import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createCorporateAccount, createSignedInUser, type TestContext } from "../support/app";
import { listeningContext, subscribeEvents, waitFor } from "../support/app-events";
import { deliverMail, INBOUND, rawMail } from "../support/inbound-mail";

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ({ ctx, base } = await listeningContext({ supportInbound: INBOUND }));
});
afterAll(() => ctx.close());

describe("support live updates (issue 29)", () => {
  it("tells the customer when the team answers and the team when the customer writes; not another account", async () => {
    const customer = await createSignedInUser(ctx, "standard_user", {
      accountId: await createCorporateAccount(ctx.db),
    });
    const stranger = await createSignedInUser(ctx, "standard_user", {
      accountId: await createCorporateAccount(ctx.db),
    });
    const agent = await createSignedInUser(ctx, "super_admin");
    const opened = await api(ctx, {
      method: "POST",
      url: "/api/support/tickets",
      cookie: customer.cookie,
      payload: { subject: "Ao vivo", category: "duvida", description: "Vejo a resposta sem recarregar?" },
    });
    const ticketId = opened.json().id;
    const customerStream = await subscribeEvents(base, customer.cookie);
    const agentStream = await subscribeEvents(base, agent.cookie);
    const strangerStream = await subscribeEvents(base, stranger.cookie);
    const about = (events: { table: string; id: string | null }[]) =>
      events.filter((e) => e.table === "support_tickets" && e.id === ticketId);

    await api(ctx, {
      method: "POST",
      url: `/api/admin/support/tickets/${ticketId}/messages`,
      cookie: agent.cookie,
      payload: { body: "Sim!" },
    });
    await waitFor(() => about(customerStream.events).length > 0);
    expect(about(customerStream.events).length).toBeGreaterThan(0);

    const agentBefore = about(agentStream.events).length;
    await api(ctx, {
      method: "POST",
      url: `/api/support/tickets/${ticketId}/messages`,
      cookie: customer.cookie,
      payload: { body: "Que ótimo." },
    });
    await waitFor(() => about(agentStream.events).length > agentBefore);
    expect(about(agentStream.events).length).toBeGreaterThan(agentBefore);
    expect(about(strangerStream.events)).toEqual([]);
    for (const s of [customerStream, agentStream, strangerStream]) s.close();
  });

  it("tells the team live when the customer answers by e-mail (decision 0050)", async () => {
    const customer = await createSignedInUser(ctx, "standard_user", {
      accountId: await createCorporateAccount(ctx.db),
    });
    const agent = await createSignedInUser(ctx, "super_admin");
    const opened = await api(ctx, {
      method: "POST",
      url: "/api/support/tickets",
      cookie: customer.cookie,
      payload: { subject: "Por e-mail", category: "duvida", description: "Respondo pelo e-mail?" },
    });
    const ticketId = opened.json().id;
    await api(ctx, {
      method: "POST",
      url: `/api/admin/support/tickets/${ticketId}/messages`,
      cookie: agent.cookie,
      payload: { body: "Pode, sim." },
    });
    const replyTo = ctx.mailer.outbox().find((m) => m.to === customer.email)?.replyTo as string;
    const agentStream = await subscribeEvents(base, agent.cookie);
    const customerStream = await subscribeEvents(base, customer.cookie);
    const about = (events: { table: string; id: string | null }[]) =>
      events.filter((e) => e.table === "support_tickets" && e.id === ticketId);

    const res = await deliverMail(ctx, rawMail({ from: customer.email, to: replyTo, body: "Respondido pelo e-mail." }));
    expect(res.json().outcome).toBe("added");
    await waitFor(() => about(agentStream.events).length > 0 && about(customerStream.events).length > 0);
    expect(about(agentStream.events).length).toBeGreaterThan(0);
    expect(about(customerStream.events).length).toBeGreaterThan(0);
    for (const s of [customerStream, agentStream]) s.close();
  });
});
