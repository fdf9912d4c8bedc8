import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_NEWCOMER_BASE_URL as E2E_BASE_URL } from "../support/env";

/**
 * Issue 21 "A newcomer can finish the main job on the embedded default": a server with nothing
 * configured (the "newcomer" project of playwright.config.ts). Every e-mail lands in /dev/mailbox.
 */
test.describe.configure({ mode: "serial" });

const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-newcomer-shots");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
const origin = { Origin: E2E_BASE_URL };
const stamp = Date.now();
const owner = { name: "Nova Pessoa", email: `novata.${stamp}@exemplo.com.br`, password: "Senha-novata-1" };
const category = `Contratos ${stamp}`;
const templateTitle = `Contrato de Serviços ${stamp}`;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function outbox(page: Page): Promise<OutboxMail[]> {
  const res = await page.request.get("/dev/mailbox.json");
  expect(res.status()).toBe(200);
  return res.json();
}

/** Waits for a message in the development outbox to `to` whose text matches `re`; returns the first group. */
async function fromOutbox(page: Page, to: string, re: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(page))
          .filter((m) => m.to === to)
          .map((m) => re.exec(m.text)?.[1])
          .find(Boolean);
        return Boolean(found);
      },
      { timeout: 30_000, message: `mensagem para ${to} com ${re} em /dev/mailbox` },
    )
    .toBe(true);
  return found as string;
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

/** A signature request for one signer by e-mail, through the API (the form is walked in the first test). */
async function requestViaApi(page: Page, docId: string, signerEmail: string, expiresAt?: Date) {
  const res = await page.request.post(`/api/documents/${docId}/signature-requests`, {
    headers: origin,
    data: {
      ...(expiresAt ? { expires_at: expiresAt.toISOString() } : {}),
      recipients: [
        { signer_name: "Cliente", signer_email: signerEmail, order_sequence: 1, authentication_method: "email" },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function signAsSigner(browser: Browser, page: Page, signerEmail: string, name: string) {
  const link = await fromOutbox(page, signerEmail, /(https?:\/\/\S+\/assinar\/[A-Za-z0-9_-]+)/);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "pt-BR" });
  const signer = await context.newPage();
  await signer.goto(link.replace(/^https?:\/\/[^/]+/, E2E_BASE_URL));
  await expect(signer.getByText(name)).toBeVisible();
  await signer.getByRole("button", { name: "Assinar" }).click();
  await signer.getByRole("button", { name: "Enviar código" }).click();
  await expect(signer.getByText(/Enviamos um código de 6 dígitos/)).toBeVisible();
  const code = await fromOutbox(page, signerEmail, /é (\d{6})\./);
  await signer.getByLabel("Código de verificação").fill(code);
  await signer.getByRole("button", { name: "Confirmar assinatura" }).click();
  await expect(signer.getByText("Documento assinado. Obrigado!")).toBeVisible();
  await shot(signer, "6-signer-done-390");
  await context.close();
}

test("sign up, confirm from the outbox, template, document, share, signature by the outbox link, signed PDF", async ({
  page,
  browser,
}) => {
  // Sign up on the form; the confirmation is in the development outbox
  await page.goto("/");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.getByLabel("Nome completo").fill(owner.name);
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Senha", { exact: true }).fill(owner.password);
  await page.getByLabel("Confirmar senha").fill(owner.password);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Conta criada! Enviamos um link de confirmação para seu e-mail.")).toBeVisible();
  await page.goto("/dev/mailbox");
  await page.getByRole("article").filter({ hasText: owner.email }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "E-mail confirmado!" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  // The first local account of an installation without a super admin is its super admin (decision 0028).
  await expect(page.getByTestId("current-role")).toHaveText("Super Administrador");

  // A category and a template, on the screens
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "Nova categoria" }).click();
  const form = page.getByRole("dialog", { name: "Nova categoria" });
  await form.getByLabel(/^Nome/).fill(category);
  await form.getByRole("button", { name: "Criar categoria" }).click();
  await expect(form).toBeHidden();
  await page.goto("/admin/templates/new");
  await page.locator(".ql-editor").waitFor();
  await page.getByRole("textbox", { name: "Título" }).fill(templateTitle);
  await page.getByLabel(/^Categoria/).selectOption({ label: category });
  await page.locator(".ql-editor").click();
  await page.keyboard.type("Contratante: ");
  await page.getByRole("button", { name: "Adicionar variável" }).click();
  const variable = page.getByRole("group", { name: "Variável 1" });
  await variable.getByLabel(/^Chave/).fill("contratante");
  await variable.getByLabel(/^Rótulo/).fill("Nome do contratante");
  await variable.getByRole("button", { name: "Inserir no modelo" }).click();
  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await expect(page).toHaveURL(/\/admin\/templates$/);

  // Generate, then finalize from the detail
  await page.goto("/documents/generate");
  await page.getByLabel("Buscar modelo").fill(templateTitle);
  await page
    .getByRole("article")
    .filter({ hasText: templateTitle })
    .getByRole("link", { name: "Gerar Documento" })
    .click();
  await page.getByLabel("Nome do contratante").fill("Mariana Duarte");
  await page.getByRole("button", { name: "Salvar Rascunho" }).click();
  await expect(page).toHaveURL(/\/my-documents$/, { timeout: 10_000 });
  await page
    .getByRole("row")
    .filter({ hasText: templateTitle })
    .getByRole("button", { name: /^Visualizar/ })
    .click();
  await page.getByRole("button", { name: "Finalizar", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Finalizar" }).click();
  await expect(page.getByText("Documento finalizado com sucesso!")).toBeVisible();
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(title).toContain(templateTitle);

  // Share by e-mail: the dialog says where it goes, and it goes there
  await page.getByRole("button", { name: "Compartilhar" }).click();
  const dialog = page.getByRole("dialog", { name: "Compartilhar documento" });
  await expect(dialog.getByText(/caixa de saída de desenvolvimento/)).toBeVisible();
  await expect(dialog.getByText(/Configuração de SMTP não encontrada/)).toHaveCount(0);
  await shot(page, "1-share-dialog");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel("E-mail do destinatário").fill("cliente@exemplo.com.br");
  await dialog.getByRole("button", { name: /Enviar/ }).click();
  await expect(page.getByText("Documento enviado para a fila de entrega!")).toBeVisible();
  await fromOutbox(page, "cliente@exemplo.com.br", /(Acesse o documento)/);
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  // Request a signature: the screen says where the invitation goes
  const signerEmail = `signataria.${stamp}@exemplo.com.br`;
  await page.getByRole("button", { name: "Solicitar Assinatura" }).click();
  await expect(page.getByRole("heading", { name: "Solicitar Assinatura" })).toBeVisible();
  await expect(page.getByText(/caixa de saída de desenvolvimento/)).toBeVisible();
  await shot(page, "2-request-form");
  expect(await seriousViolations(page)).toEqual([]);
  const card = page.getByTestId("signer-card").first();
  await card.getByLabel("Nome completo").fill("Mariana Duarte");
  await card.getByLabel("E-mail").fill(signerEmail);
  await page.getByRole("button", { name: "Enviar Solicitação" }).click();
  await expect(page.getByText("Solicitação Enviada!")).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/my-documents\/[0-9a-f-]+$/, { timeout: 10_000 });
  const panel = page.getByRole("region", { name: /Pedido de assinatura:/ });
  await expect(panel.getByText(/caixa de saída de desenvolvimento/)).toBeVisible();
  await shot(page, "3-detail-pending");

  // The signer signs from the outbox link (phone-sized screen)
  await signAsSigner(browser, page, signerEmail, "Mariana Duarte");

  // The owner downloads the signed PDF, named after the document
  await expect(page.getByText("Documento Assinado com Sucesso!")).toBeVisible({ timeout: 60_000 });
  await shot(page, "4-detail-signed");
  const href = await page
    .getByRole("link", { name: "Baixar Documento Assinado com Certificado Digital" })
    .getAttribute("href");
  const pdf = await page.request.get(href ?? "");
  expect(pdf.status()).toBe(200);
  const disposition = pdf.headers()["content-disposition"] ?? "";
  expect(disposition).toContain(`filename="Contrato-de-Servicos-${stamp}-`);
  expect(disposition).toContain(`-assinado.pdf"`);
  expect(disposition).not.toMatch(/documento-assinado-[0-9a-f-]{36}/);
  const file = join(SHOTS, "signed.pdf");
  writeFileSync(file, await pdf.body());
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  expect(text).toContain("Mariana Duarte");
  expect(text).toContain("Página de evidências");
});

test("after a cancel the list and the detail both offer a new request; an ended request is not 'Em andamento'", async ({
  page,
}) => {
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    headers: origin,
    data: { email: owner.email, password: owner.password },
  });
  expect(signIn.status()).toBe(200);
  const templates = await page.request.get(
    `/api/documents/available-templates?search=${encodeURIComponent(templateTitle)}`,
  );
  const [template] = (await templates.json()) as Array<{ id: string }>;
  const created = await page.request.post("/api/documents", {
    headers: origin,
    data: { templateId: template?.id, values: { contratante: "Cliente Cancelado" }, status: "finalized" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const doc = (await created.json()) as { id: string; title: string };
  await requestViaApi(page, doc.id, `cancelado.${stamp}@exemplo.com.br`);

  await page.goto(`/my-documents/${doc.id}`);
  await page.getByRole("button", { name: "Cancelar Solicitação" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancelar Solicitação" }).click();
  await expect(page.getByRole("heading", { name: "Pedido de assinatura: Cancelado" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Solicitar Assinatura" })).toBeVisible();

  await page.goto("/my-documents");
  // Newest first: the document just canceled is the first row of the template's documents.
  const row = page.getByRole("row").filter({ hasText: templateTitle }).first();
  await expect(row.getByText("Cancelado")).toBeVisible();
  await expect(row.getByText("Em andamento")).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Solicitar assinatura de/ })).toBeVisible();
  await shot(page, "5-list-canceled");

  // A new request that expires: shown expired at once, not after the hourly job (issue 21 §5)
  const expiresAt = new Date(Date.now() + 12_000);
  await requestViaApi(page, doc.id, `expira.${stamp}@exemplo.com.br`, expiresAt);
  await page.goto(`/my-documents/${doc.id}`);
  await expect(page.getByRole("heading", { name: /Pedido de assinatura: (Enviado|Pendente)/ })).toBeVisible();
  // Reloaded until the request's end has passed and the page says so (no sleep for a fixed time).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: "Pedido de assinatura: Expirado" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: Math.max(0, expiresAt.getTime() - Date.now()) + 30_000, intervals: [1_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
  await expect(page.getByRole("button", { name: "Cancelar Solicitação" })).toHaveCount(0);
  await expect(page.getByText("Aguardando Assinatura")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Solicitar Assinatura" })).toBeVisible();
  await page.goto("/my-documents");
  await expect(row.getByText("Expirado")).toBeVisible();
  await expect(row.getByText("Em andamento")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The touched screens on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "7-list-390");
  await page.goto(`/my-documents/${doc.id}`);
  await expect(page.getByRole("heading", { name: "Pedido de assinatura: Expirado" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "8-detail-expired-390");
  await page.getByRole("button", { name: "Compartilhar" }).click();
  await expect(page.getByRole("dialog").getByText(/caixa de saída de desenvolvimento/)).toBeVisible();
  await shot(page, "9-share-390");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Solicitar Assinatura" }).click();
  await expect(page.getByText(/caixa de saída de desenvolvimento/)).toBeVisible();
  await shot(page, "10-request-390");
});
