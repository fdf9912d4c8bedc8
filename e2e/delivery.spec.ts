import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type FakeEvolution, startFakeEvolution } from "../tests/fakes/evolution-api";
import { closedPort } from "../tests/fakes/smtp";
import { E2E_ADMIN, E2E_BASE_URL, E2E_SMTP_HTTP_PORT, E2E_SMTP_PORT } from "./support/env";
import type { CaughtMail } from "./support/smtp-catcher";
import { loginViaApi, uniqueEmail } from "./support/users";

const origin = { Origin: E2E_BASE_URL };
const PASSWORD = "Senha-e2e-123";
const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-delivery-shots");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

async function send(page: Page, method: "post" | "put", url: string, data: unknown, status: number) {
  const res = await page.request[method](url, { headers: origin, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return res.json();
}

async function mailsTo(email: string): Promise<CaughtMail[]> {
  const res = await fetch(`http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/messages`);
  return ((await res.json()) as CaughtMail[]).filter((m) => m.to.includes(email.toLowerCase()));
}

async function waitForMail(email: string): Promise<CaughtMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [mail] = await mailsTo(email);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`nenhum e-mail para ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

let evolution: FakeEvolution;
test.beforeAll(async () => {
  evolution = await startFakeEvolution({ apiKey: "chave-e2e", instances: ["empresa-e2e"] });
});
test.afterAll(async () => {
  await evolution?.close();
});

const smtpSettings = (port: number) => ({
  host: "127.0.0.1",
  port,
  username: "envio",
  password: "senha-smtp",
  fromEmail: "contratos@empresa-e2e.com.br",
  fromName: "Empresa E2E",
  secure: false,
  isActive: true,
});

test("auto-send by e-mail with the PDF, share by WhatsApp, failure and Reenviar in the delivery log", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();

  // Super admin: an account with a category and a template; its corporate admin and a standard user.
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const category = await send(page, "post", "/api/categories", { name: `Entregas ${stamp}` }, 201);
  const account = await send(
    page,
    "post",
    "/api/corporate-accounts",
    { name: `Empresa Entregas ${stamp}`, categoryIds: [category.id] },
    201,
  );
  const templateTitle = `Contrato de Entrega ${stamp}`;
  const template = await send(
    page,
    "post",
    "/api/templates",
    {
      title: templateTitle,
      categoryId: category.id,
      templateContent: "<p><strong>CONTRATO DE ENTREGA</strong></p><p>Contratante: {{nome_cliente}}</p>",
      variablesSchema: [{ key: "nome_cliente", label: "Nome do Cliente", type: "text", required: true, options: [] }],
      isActive: true,
    },
    201,
  );
  const user = async (role: string) => {
    const email = uniqueEmail(role);
    await send(
      page,
      "post",
      "/api/users",
      {
        fullName: `Pessoa ${role}`,
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        role,
        corporateAccountId: account.id,
      },
      201,
    );
    return email;
  };
  const admin = await user("corporate_admin");
  const standard = await user("standard_user");
  await page.context().clearCookies();

  // The corporate admin points the account's SMTP at the catcher (WhatsApp comes later).
  await loginViaApi(page, admin, PASSWORD);
  await send(page, "put", "/api/settings/smtp", smtpSettings(E2E_SMTP_PORT), 200);
  await page.context().clearCookies();

  // The standard user finalizes a document with "Enviar automaticamente por e-mail" ticked.
  await loginViaApi(page, standard, PASSWORD);
  await page.goto(`/documents/generate/${template.id}`);
  await page.getByLabel("Nome do Cliente").fill("Joana Entrega Souza");
  const recipient = uniqueEmail("cliente");
  await page.getByLabel("E-mail do destinatário").fill(recipient);
  await page.getByLabel("Enviar automaticamente por e-mail").check();
  await page.getByRole("button", { name: "Finalizar Documento" }).click();
  await expect(page.getByText("Documento Gerado!")).toBeVisible();

  // The e-mail arrives with the document's PDF attached.
  const mail = await waitForMail(recipient);
  expect(mail.subject).toMatch(/^Compartilhamento do documento: Contrato de Entrega/);
  const pdf = mail.attachments.find((a) => a.contentType === "application/pdf");
  expect(pdf?.filename).toMatch(/^Contrato de Entrega .*\.pdf$/);
  const pdfPath = join(SHOTS, "attached.pdf");
  writeFileSync(pdfPath, Buffer.from(pdf?.base64 ?? "", "base64"));
  const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"]).toString();
  expect(text).toContain("CONTRATO DE ENTREGA");
  expect(text).toContain("Joana Entrega Souza");
  const link = mail.links.find((l) => l.includes("/compartilhado/"));
  expect(link).toBeDefined();

  // The detail shows the delivery as "Enviado".
  await page.goto("/my-documents");
  await page
    .getByRole("row")
    .filter({ hasText: templateTitle })
    .getByRole("button", { name: /^Visualizar/ })
    .click();
  const history = page.getByRole("region", { name: "Histórico de envios" });
  const emailRow = history.getByTestId("delivery-row").filter({ hasText: recipient });
  await expect(emailRow.getByText("Enviado", { exact: true })).toBeVisible();
  await expect(emailRow.getByText("Envio automático", { exact: false })).toBeVisible();

  // WhatsApp not configured yet: the dialog warns when that channel is chosen.
  await page.getByRole("button", { name: "Compartilhar" }).click();
  const dialog = page.getByRole("dialog", { name: "Compartilhar documento" });
  await expect(dialog.getByLabel("Assunto")).toHaveValue(/^Compartilhamento do documento: Contrato de Entrega/);
  await expect(dialog.getByText(/Configuração de SMTP não encontrada/)).toHaveCount(0);
  await dialog.getByLabel("WhatsApp", { exact: true }).check();
  await expect(dialog.getByText(/Configuração do WhatsApp não encontrada/)).toBeVisible();
  await shot(page, "0-share-dialog-whatsapp-warning");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();

  // The admin configures the fake Evolution API; then share by WhatsApp: masked phone, success that closes itself.
  await page.context().clearCookies();
  await loginViaApi(page, admin, PASSWORD);
  await send(
    page,
    "put",
    "/api/settings/whatsapp",
    { apiUrl: evolution.url, apiKey: "chave-e2e", instanceName: "empresa-e2e", isActive: true },
    200,
  );
  await page.context().clearCookies();
  await loginViaApi(page, standard, PASSWORD);
  await page.reload();
  await page.getByRole("button", { name: "Compartilhar" }).click();
  await dialog.getByLabel("WhatsApp", { exact: true }).check();
  await expect(dialog.getByText(/Configuração do WhatsApp não encontrada/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Enviar" }).click();
  await expect(dialog.getByText("Número de telefone do destinatário é obrigatório")).toBeVisible();
  await dialog.getByLabel("Telefone do destinatário (WhatsApp)").pressSequentially("11987654321");
  await expect(dialog.getByLabel("Telefone do destinatário (WhatsApp)")).toHaveValue("55 (11) 98765-4321");
  await dialog.getByLabel("Mensagem").fill("Olá! Segue o contrato.");
  await shot(page, "1-share-dialog-whatsapp");
  await dialog.getByRole("button", { name: "Enviar" }).click();
  await expect(dialog.getByText("Documento enviado para a fila de entrega!")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const waRow = history.getByTestId("delivery-row").filter({ hasText: "+55 (11) 98765-4321" });
  await expect(waRow.getByText("Enviado", { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(evolution.media.map((m) => [m.number, m.mimetype, m.caption])).toContainEqual([
    "5511987654321",
    "application/pdf",
    "Olá! Segue o contrato.",
  ]);

  // The public link opens without login.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error("no browser");
  await visitor.goto(link ?? "");
  await expect(visitor.getByRole("heading", { name: /Contrato de Entrega/ })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Baixar PDF" })).toBeVisible();
  await visitor.screenshot({ path: join(SHOTS, "4-public-link.png"), fullPage: true });
  await visitor.close();

  // SMTP down: the failure shows in the log; after SMTP is back, "Reenviar" delivers it.
  await page.context().clearCookies();
  await loginViaApi(page, admin, PASSWORD);
  const down = await closedPort();
  await send(page, "put", "/api/settings/smtp", smtpSettings(down), 200);
  await page.context().clearCookies();
  await loginViaApi(page, standard, PASSWORD);
  await page.reload();
  await page.getByRole("button", { name: "Compartilhar" }).click();
  const late = uniqueEmail("atrasado");
  await dialog.getByLabel("E-mail do destinatário").fill(late);
  await dialog.getByRole("button", { name: "Enviar" }).click();
  await expect(dialog.getByText("Documento enviado para a fila de entrega!")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const lateRow = history.getByTestId("delivery-row").filter({ hasText: late });
  await expect(lateRow.getByText(/Erro ao enviar email: Não foi possível conectar ao servidor SMTP/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(lateRow.getByRole("button", { name: /Reenviar/ })).toBeVisible();
  await shot(page, "2-detail-smtp-down");

  await page.context().clearCookies();
  await loginViaApi(page, admin, PASSWORD);
  await send(page, "put", "/api/settings/smtp", smtpSettings(E2E_SMTP_PORT), 200);
  await page.context().clearCookies();
  await loginViaApi(page, standard, PASSWORD);
  await page.reload();
  await lateRow.getByRole("button", { name: /Reenviar/ }).click();
  await expect(lateRow.getByText("Enviado", { exact: true })).toBeVisible({ timeout: 20_000 });
  await waitForMail(late);
  await shot(page, "3-detail-history");
});
