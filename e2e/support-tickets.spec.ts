import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEFAULT_PLAN_FEATURES } from "../src/domain/plans/features";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN } from "./support/env";
import { messagesTo, waitForMail } from "./support/mail";
import { screenshots } from "./support/screenshots";
import { createUserViaApi, PASSWORD, post } from "./support/signing";
import { loginViaApi } from "./support/users";

const shoot = screenshots("minuta-support-shots");

/** Super admin: a plan with (or without) "Suporte prioritário", an account on it and a standard user; their e-mail. */
async function customer(admin: Page, stamp: number, priority: boolean) {
  const label = priority ? "Prioritario" : "Basico";
  const plan = await post(admin, "/api/plans", {
    name: `Plano ${label} ${stamp}`,
    monthlyPrice: 99,
    annualPrice: 990,
    featuresConfig: { ...DEFAULT_PLAN_FEATURES, priority_support: priority },
  });
  const category = await post(admin, "/api/categories", { name: `Suporte ${label} ${stamp}` });
  const account = await post(admin, "/api/corporate-accounts", {
    name: `Empresa ${label} ${stamp}`,
    planId: plan.id,
    categoryIds: [category.id],
  });
  return createUserViaApi(admin, "standard_user", account.id, `Cliente ${label}`);
}

async function signedIn(browser: Browser, email: string, password = PASSWORD) {
  const page = await (await browser.newContext()).newPage();
  await loginViaApi(page, email, password);
  return page;
}

test("um chamado de conta prioritária aparece primeiro na fila e a resposta chega ao e-mail do cliente", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const basicEmail = await customer(page, stamp, false);
  const priorityEmail = await customer(page, stamp, true);

  // The basic customer opens a ticket first, through "Ajuda" in the header, with a PDF attached.
  const basic = await signedIn(browser, basicEmail);
  await basic.goto("/dashboard");
  await basic.getByRole("link", { name: "Ajuda" }).click();
  await expect(basic.getByRole("heading", { name: "Ajuda e suporte", level: 1 })).toBeVisible();
  await expect(basic.getByText("Nenhum chamado aberto")).toBeVisible();
  await basic.getByRole("button", { name: "Novo chamado" }).click();
  const dialog = basic.getByRole("dialog", { name: "Novo chamado" });
  await dialog.getByRole("button", { name: "Enviar chamado" }).click();
  await expect(dialog.getByText(/Informe o assunto/)).toBeVisible();
  await dialog.getByLabel("Assunto").fill(`Dúvida comum ${stamp}`);
  await dialog.getByLabel("Categoria").selectOption({ label: "Dúvida de uso" });
  await dialog.getByLabel("Descrição").fill("Como envio um documento para duas pessoas assinarem?");
  await dialog.locator("input[type=file]").setInputFiles({
    name: "comprovante.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await expect(dialog.getByText(/Anexo 1 \(PDF/)).toBeVisible();
  await shoot(basic, "novo-chamado");
  await dialog.getByRole("button", { name: "Enviar chamado" }).click();
  await expect(basic.getByRole("heading", { name: `Dúvida comum ${stamp}`, level: 1 })).toBeVisible();
  await expect(basic.getByRole("link", { name: /Anexo 1 \(PDF/ })).toBeVisible();

  // Then the priority customer opens theirs.
  const priority = await signedIn(browser, priorityEmail);
  const ticket = await post(priority, "/api/support/tickets", {
    subject: `Urgente ${stamp}`,
    category: "problema",
    description: "O contrato não é gerado e o cliente espera.",
  });

  // The queue: the priority ticket first, marked; then the one opened before it.
  await page.goto("/admin/support");
  await expect(page.getByRole("heading", { name: "Fila de suporte", level: 1 })).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: String(stamp) });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Urgente ${stamp}`);
  await expect(rows.nth(0)).toContainText("Prioritário");
  await expect(rows.nth(0)).toContainText("4 horas úteis");
  await expect(rows.nth(1)).toContainText(`Dúvida comum ${stamp}`);
  await expect(rows.nth(1)).toContainText("2 dias úteis");
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "fila");

  // The team: an internal note, then a public reply.
  await rows
    .nth(0)
    .getByRole("link", { name: new RegExp(`Urgente ${stamp}`) })
    .click();
  await page.getByLabel("Nota interna", { exact: true }).check();
  await page.getByRole("textbox", { name: /Nota interna \(não é mostrada/ }).fill(`Nota secreta ${stamp}`);
  await page.getByRole("button", { name: "Salvar nota interna" }).click();
  await expect(page.getByText(`Nota secreta ${stamp}`)).toBeVisible();
  await page.getByLabel("Nota interna", { exact: true }).uncheck();
  await page.getByRole("textbox", { name: "Resposta ao cliente" }).fill(`Resposta da equipe ${stamp}: já corrigimos.`);
  await page.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(page.getByText(`Resposta da equipe ${stamp}: já corrigimos.`)).toBeVisible();
  await expect(page.getByText("Em andamento").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "chamado-equipe");

  // The reply reaches the customer's e-mail with the link, never the note.
  const link = await waitForMail(priorityEmail, /(http\S+\/support\/[0-9a-f-]{36})/);
  const mails = await messagesTo(priorityEmail);
  expect(mails.some((m) => m.text.includes(`Resposta da equipe ${stamp}`))).toBe(true);
  expect(mails.some((m) => m.text.includes("Nota secreta"))).toBe(false);
  expect(link).toContain(ticket.id);

  // The customer follows the link: the reply is there, the note is not.
  await priority.goto(new URL(link).pathname);
  await expect(priority.getByText(`Resposta da equipe ${stamp}: já corrigimos.`)).toBeVisible();
  await expect(priority.getByText("Equipe de suporte")).toBeVisible();
  await expect(priority.getByText(/Nota secreta/)).toHaveCount(0);
  expect(await seriousViolations(priority)).toEqual([]);
  await shoot(priority, "chamado-cliente");

  // The admin dashboard counts the open tickets.
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("region", { name: "Suporte" })).toContainText("Chamados em aberto");
  await shoot(page, "dashboard");
});
