import { type APIRequestContext, expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN, E2E_INBOUND } from "./support/env";
import { messagesTo } from "./support/mail";
import { screenshots } from "./support/screenshots";
import { createUserViaApi, PASSWORD, post } from "./support/signing";
import { loginViaApi } from "./support/users";

const shoot = screenshots("minuta-support-email-shots");

/**
 * Whether a subject is about ticket #`number` and no other: other specs open tickets on the same server at
 * the same time, and the super admin receives them all (#12 must not match #120).
 */
const aboutTicket = (subject: string, number: number) => new RegExp(`#${number}(?!\\d)`).test(subject);

/** The Reply-To of the newest e-mail to `email` about ticket #`number`, once it arrives. */
async function replyAddressIn(email: string, number: number): Promise<string> {
  let address: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await messagesTo(email)).filter((m) => aboutTicket(m.subject, number)).at(-1);
        address = mail?.replyTo;
        return address ?? "";
      },
      { timeout: 20_000, message: `e-mail com Reply-To para ${email} sobre o chamado #${number}` },
    )
    .toMatch(/^suporte\+\d+t[a-z2-7]{20}@minuta\.e2e\.test$/);
  return address as string;
}

/** What the mail server does with a reply: POST the raw message to the inbound endpoint (no session). */
async function deliverReply(mailServer: APIRequestContext, from: string, to: string, body: string) {
  const raw = [
    `From: ${from}`,
    `To: ${to}`,
    "Subject: Re: chamado",
    `Message-ID: <${Date.now()}.${Math.random().toString(36).slice(2)}@cliente.e2e.test>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
    "",
    "Em qui., 26 de nov. de 2026 às 10:00, Minuta <nao-responda@minuta.local> escreveu:",
    "> mensagem anterior",
    "",
  ].join("\r\n");
  const res = await mailServer.post("/api/inbound/email", {
    headers: { authorization: `Bearer ${E2E_INBOUND.secret}`, "content-type": "message/rfc822" },
    data: Buffer.from(raw, "utf8"),
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("responder ao e-mail do chamado acrescenta a mensagem, que aparece ao vivo do outro lado", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const category = await post(page, "/api/categories", { name: `Suporte por e-mail ${stamp}` });
  const account = await post(page, "/api/corporate-accounts", {
    name: `Empresa E-mail ${stamp}`,
    categoryIds: [category.id],
  });
  const customerEmail = await createUserViaApi(page, "standard_user", account.id, "Cliente do E-mail");
  const customer = await (await browser.newContext()).newPage();
  await loginViaApi(customer, customerEmail, PASSWORD);
  const ticket = await post(customer, "/api/support/tickets", {
    subject: `Pelo e-mail ${stamp}`,
    category: "duvida",
    description: "Posso responder pelo meu programa de e-mail?",
  });

  // The team's screen is open; the customer answers the team's reply from their mail program.
  await page.goto(`/admin/support/${ticket.id}`);
  await expect(page.getByRole("heading", { name: `Pelo e-mail ${stamp}`, level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Resposta ao cliente" }).fill(`Pode sim ${stamp}.`);
  await page.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(page.getByText(`Pode sim ${stamp}.`)).toBeVisible();
  const customerAddress = await replyAddressIn(customerEmail, ticket.number);
  const told = (await messagesTo(customerEmail)).filter((m) => aboutTicket(m.subject, ticket.number)).at(-1);
  expect(told?.text).toContain("Responda a este e-mail para acrescentar ao chamado");

  await deliverReply(
    request,
    `Cliente <${customerEmail}>`,
    customerAddress,
    `Respondi pelo e-mail ${stamp}, obrigado!`,
  );
  // Live: the agent's page shows it without a reload, without the quoted message.
  await expect(page.getByText(`Respondi pelo e-mail ${stamp}, obrigado!`)).toBeVisible();
  await expect(page.getByText("mensagem anterior")).toHaveCount(0);
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `Respondi pelo e-mail ${stamp}` })
      .getByText("Por e-mail"),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "equipe-recebe-resposta-por-email");

  // The agent answers the customer's message from their own e-mail: a public reply the customer sees live.
  await customer.goto(`/support/${ticket.id}`);
  await expect(customer.getByText(`Respondi pelo e-mail ${stamp}, obrigado!`)).toBeVisible();
  const agentAddress = await replyAddressIn(E2E_ADMIN.email, ticket.number);
  await deliverReply(request, E2E_ADMIN.email, agentAddress, `Resposta da equipe pelo e-mail ${stamp}.`);
  await expect(customer.getByText(`Resposta da equipe pelo e-mail ${stamp}.`)).toBeVisible();
  await expect(customer.getByText("Equipe de suporte").last()).toBeVisible();
  await shoot(customer, "cliente-ve-resposta-por-email");
});
