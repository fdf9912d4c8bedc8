import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { loginViaApi, uniqueEmail } from "./support/users";

const origin = { Origin: E2E_BASE_URL };
const PASSWORD = "Senha-e2e-123";
const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-documents-shots");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { headers: origin, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return res.json();
}

const VARIABLES = [
  { key: "nome_cliente", label: "Nome do Cliente", type: "text", required: true },
  { key: "descricao", label: "Descrição", type: "textarea", required: false },
  { key: "valor", label: "Valor", type: "number", required: true },
  { key: "data_inicio", label: "Data de Início", type: "date", required: true },
  { key: "aceita_termos", label: "Aceita os Termos", type: "boolean", required: true },
  { key: "plano", label: "Plano", type: "select", required: true, options: ["Mensal", "Anual"] },
  { key: "cpf_cliente", label: "CPF do Cliente", type: "cpf", required: true },
  { key: "cnpj_empresa", label: "CNPJ da Empresa", type: "cnpj", required: true },
  { key: "email_cliente", label: "E-mail do Cliente", type: "email", required: true },
  { key: "telefone_cliente", label: "Telefone do Cliente", type: "phone", required: true },
];

/** Super admin builds two accounts, a header, a template with the 10 types, and the users of the journey. */
async function arrange(page: Page) {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const category = await post(page, "/api/categories", { name: `Contratos Doc ${stamp}` });
  const accountA = await post(page, "/api/corporate-accounts", {
    name: `Empresa A ${stamp}`,
    categoryIds: [category.id],
  });
  const accountB = await post(page, "/api/corporate-accounts", {
    name: `Empresa B ${stamp}`,
    categoryIds: [category.id],
  });
  const header = await post(page, "/api/header-footer", {
    name: `Cabeçalho ${stamp}`,
    type: "header",
    layoutType: "text-only",
    contentHtml: "<p>Cabeçalho Oficial Minuta E2E</p>",
  });
  const body = VARIABLES.map((v) => `<p>${v.label}: {{${v.key}}}</p>`).join("");
  const title = `Contrato Completo ${stamp}`;
  await post(page, "/api/templates", {
    title,
    categoryId: category.id,
    templateContent: `<p><strong>CONTRATO</strong></p>${body}`,
    variablesSchema: VARIABLES.map((v) => ({ options: [], ...v })),
    isActive: true,
    defaultHeaderId: header.id,
  });
  const user = async (role: string, accountId: string) => {
    const email = uniqueEmail(role);
    await post(page, "/api/users", {
      fullName: `Pessoa ${role}`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role,
      corporateAccountId: accountId,
    });
    return email;
  };
  const standardA = await user("standard_user", accountA.id);
  const supervisorA = await user("supervisor_user", accountA.id);
  const standardB = await user("standard_user", accountB.id);
  await page.context().clearCookies();
  return { title, standardA, supervisorA, standardB };
}

test("a standard user generates, drafts, edits, finalizes and downloads a document; visibility by account", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { title, standardA, supervisorA, standardB } = await arrange(page);
  await loginViaApi(page, standardA, PASSWORD);

  // Template selection
  await page.goto("/documents/generate");
  await page.getByLabel("Buscar modelo").fill(title);
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("Modelo Global")).toBeVisible();
  await expect(card.getByText("10 campos para preencher")).toBeVisible();
  await expect(card.getByText("+7 campos")).toBeVisible();
  await shot(page, "1-selection-grid");
  await card.getByRole("link", { name: "Gerar Documento" }).click();

  // The form: masks typed key by key; a wrong CPF refused
  await expect(page.getByRole("heading", { name: "Gerar Documento" })).toBeVisible();
  await page.getByLabel("Nome do Cliente").fill("Maria da Silva");
  await page.getByLabel("Valor").fill("1234,5");
  await page.getByLabel("Data de Início").fill("2026-03-15");
  await page.getByLabel("CPF do Cliente").pressSequentially("11111111112");
  await expect(page.getByLabel("CPF do Cliente")).toHaveValue("111.111.111-12");
  await page.getByRole("button", { name: "Salvar Rascunho" }).click();
  await expect(page.getByText("CPF inválido")).toBeVisible();
  await page.getByLabel("CPF do Cliente").fill("");
  await page.getByLabel("CPF do Cliente").pressSequentially("52998224725");
  await expect(page.getByLabel("CPF do Cliente")).toHaveValue("529.982.247-25");
  await expect(page.getByTestId("document-preview")).toContainText("Maria da Silva");
  await expect(page.getByTestId("document-preview")).toContainText("Cabeçalho Oficial Minuta E2E");
  await page.getByRole("button", { name: "Salvar Rascunho" }).click();
  await expect(page.getByText("Documento Gerado!")).toBeVisible();
  await expect(page).toHaveURL(/\/my-documents$/, { timeout: 10_000 });

  // The list: the draft, then edit it
  await expect(page.getByRole("heading", { name: "Meus Documentos" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Rascunho")).toBeVisible();
  await row.getByRole("button", { name: /^Editar/ }).click();
  await expect(page.getByRole("heading", { name: "Editar Documento" })).toBeVisible();
  await expect(page.getByLabel("Nome do Cliente")).toHaveValue("Maria da Silva");
  await page.getByLabel("Descrição").fill("Prestação de serviços\nem duas linhas");
  await page.getByLabel("Aceita os Termos").check();
  await page.getByLabel("Plano").selectOption("Anual");
  await page.getByLabel("CNPJ da Empresa").pressSequentially("11222333000181");
  await expect(page.getByLabel("CNPJ da Empresa")).toHaveValue("11.222.333/0001-81");
  await page.getByLabel("E-mail do Cliente").fill("maria@example.com");
  await page.getByLabel("Telefone do Cliente").pressSequentially("11987654321");
  await expect(page.getByLabel("Telefone do Cliente")).toHaveValue("55 (11) 98765-4321");
  await expect(page.getByLabel("Enviar automaticamente por e-mail")).toBeDisabled();
  await shot(page, "2-form-with-preview");
  await page.getByRole("button", { name: "Salvar Rascunho" }).click();
  await expect(page.getByText("Documento Atualizado!")).toBeVisible();
  await expect(page).toHaveURL(/\/my-documents$/, { timeout: 10_000 });

  // Detail: finalize with confirmation
  await page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("button", { name: /^Visualizar/ })
    .click();
  await expect(page.getByText("Dados Preenchidos")).toBeVisible();
  // Issue 48: each value is named by its variable's label, not by its prettified key ("Aceita Termos").
  await expect(page.getByText("Aceita os Termos", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Finalizar", exact: true }).click();
  await expect(page.getByText("Após finalizado, ele não poderá mais ser editado.")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Finalizar" }).click();
  await expect(page.getByText("Documento finalizado com sucesso!")).toBeVisible();
  await expect(page.getByText("Finalizado", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Editar" })).toHaveCount(0);
  await shot(page, "4-detail");
  const documentUrl = page.url();

  // The print tab
  const [print] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: "Imprimir", exact: true }).click(),
  ]);
  await expect(print.getByRole("button", { name: "Salvar como PDF" })).toBeVisible();
  await expect(print.getByText("Nome do Cliente: Maria da Silva")).toBeVisible();
  await expect(print.getByText(/Documento gerado em/)).toBeVisible();
  await print.screenshot({ path: join(SHOTS, "5-print-page.png"), fullPage: true });
  await print.close();

  // The server-made PDF (needs the app wired with the platform's PdfService; otherwise the route answers 503)
  const pdfResponse = page.waitForResponse((r) => r.url().endsWith("/pdf"));
  const downloadEvent = page.waitForEvent("download", { timeout: 30_000 });
  await page.getByRole("button", { name: "Baixar PDF" }).click();
  const res = await pdfResponse;
  expect(res.status(), "GET /api/documents/:id/pdf").toBe(200);
  expect(res.headers()["content-type"]).toContain("application/pdf");
  const download = await downloadEvent;
  const pdfPath = join(SHOTS, "document.pdf");
  await download.saveAs(pdfPath);
  const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"]).toString();
  for (const expected of [
    "Cabeçalho Oficial Minuta E2E",
    "Maria da Silva",
    "1.234,5",
    "15/03/2026",
    "Sim",
    "Anual",
    "529.982.247-25",
    "11.222.333/0001-81",
    "maria@example.com",
    "(11) 98765-4321",
  ]) {
    expect(text, expected).toContain(expected);
  }
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", pdfPath, join(SHOTS, "6-pdf-page")]);

  await page.goto("/my-documents");
  await expect(page.getByRole("row").filter({ hasText: title }).getByText("Finalizado")).toBeVisible();
  await shot(page, "3-list");

  // A supervisor of the same account sees it under "Documentos"
  await page.context().clearCookies();
  await loginViaApi(page, supervisorA, PASSWORD);
  await page.goto("/my-documents");
  await expect(page.getByRole("heading", { name: "Documentos", exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();

  // A user of another account does not
  await page.context().clearCookies();
  await loginViaApi(page, standardB, PASSWORD);
  await page.goto("/my-documents");
  await expect(page.getByRole("heading", { name: "Meus Documentos" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  await page.goto(new URL(documentUrl).pathname);
  await expect(page.getByText("Documento não encontrado")).toBeVisible();
  writeFileSync(join(SHOTS, "pdf.txt"), text);
});
