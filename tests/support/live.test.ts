import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createSignedInUser, type TestContext } from "../helpers/app";
import { listeningContext, subscribeEvents, waitFor } from "../helpers/app-events";
import { deliverMail, INBOUND, rawMail } from "../helpers/inbound-mail";
import { newCustomer, openTicketAs } from "../helpers/tickets";

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ({ ctx, base } = await listeningContext({ supportInbound: INBOUND }));
});
afterAll(() => ctx.close());

describe("support live updates (issue 29)", () => {
  it("tells the customer when the team answers and the team when the customer writes; not another account", async () => {
    const customer = await newCustomer(ctx);
    const stranger = await newCustomer(ctx);
    const agent = await createSignedInUser(ctx, "super_admin");
    const ticketId = (await openTicketAs(ctx, customer, "Ao vivo", "Vejo a resposta sem recarregar?")).id;
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
    const customer = await newCustomer(ctx);
    const agent = await createSignedInUser(ctx, "super_admin");
    const ticketId = (await openTicketAs(ctx, customer, "Por e-mail", "Respondo pelo e-mail?")).id;
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
