import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { VARIABLE_TYPE_LABELS, VARIABLE_TYPES } from "../src/domain/templates/variables";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { loginViaApi, uniqueEmail } from "./support/users";

const origin = { Origin: E2E_BASE_URL };
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function seriousViolations(page: Page) {
  // Toasts belong to the shared toaster and fade away; scan the page itself.
  const result = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

/** A corporate account with a category and its corporate admin, created by the super admin through the API. */
async function corporateAdmin(page: Page) {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const cat = await page.request.post("/api/categories", { headers: origin, data: { name: `Contratos ${stamp}` } });
  expect(cat.status(), await cat.text()).toBe(201);
  const categoryId = (await cat.json()).id;
  const acc = await page.request.post("/api/corporate-accounts", {
    headers: origin,
    data: { name: `Empresa Modelos ${stamp}`, categoryIds: [categoryId] },
  });
  expect(acc.status(), await acc.text()).toBe(201);
  const accountId = (await acc.json()).id;
  const email = uniqueEmail("corp");
  const password = "Senha-e2e-123";
  const user = await page.request.post("/api/users", {
    headers: origin,
    data: {
      fullName: "Admin Modelos",
      email,
      password,
      confirmPassword: password,
      role: "corporate_admin",
      corporateAccountId: accountId,
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  await page.context().clearCookies();
  await loginViaApi(page, email, password);
  return { categoryName: `Contratos ${stamp}` };
}

test("corporate admin creates a template with every variable type (the 10 of spec 2, money and Lista), toggles, views and prints it", async ({
  page,
}) => {
  const { categoryName } = await corporateAdmin(page);
  const title = `Contrato E2E ${Date.now()}`;

  await page.goto("/admin/templates/new");
  await expect(page.getByRole("heading", { name: "Novo Modelo" })).toBeVisible();
  await page.locator(".ql-editor").waitFor();
  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await expect(page.getByText("Título é obrigatório")).toBeVisible();
  await expect(page.getByText("Categoria é obrigatória")).toBeVisible();
  await expect(page.getByText("Conteúdo do template é obrigatório")).toBeVisible();

  await page.getByRole("textbox", { name: "Título" }).fill(title);
  await page.getByLabel(/^Categoria/).selectOption({ label: categoryName });
  await page.locator(".ql-editor").click();
  await page.keyboard.type("Contrato entre as partes:");

  for (const [i, type] of VARIABLE_TYPES.entries()) {
    await page.getByRole("button", { name: "Adicionar variável" }).click();
    const card = page.getByRole("group", { name: `Variável ${i + 1}` });
    await card.getByLabel(/^Chave/).fill(`v_${type}`);
    await card.getByLabel(/^Rótulo/).fill(`Campo ${VARIABLE_TYPE_LABELS[type]}`);
    await card.getByLabel("Tipo").selectOption(type);
    if (type === "select") {
      await card.getByLabel("Opções (uma por linha)").fill("Opção A\n\n  \nOpção B");
      await expect(card.getByRole("listitem")).toHaveText(["Opção A", "Opção B"]);
    }
    if (type === "list") {
      // A Lista (issue 24) needs a sub-field; "Inserir no modelo" inserts its repeating block.
      await card.getByRole("button", { name: "Adicionar campo" }).click();
      await card.getByLabel("Chave do campo 1").fill("item");
      await card.getByLabel("Label do campo 1").fill("Item");
    }
    await card.getByRole("button", { name: "Inserir no modelo" }).click();
  }
  for (const type of VARIABLE_TYPES)
    await expect(page.locator(".ql-editor")).toContainText(type === "list" ? "{{#cada v_list}}" : `{{v_${type}}}`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await expect(page).toHaveURL(/\/admin\/templates$/);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText(`${VARIABLE_TYPES.length} variáveis`);
  await expect(row).toContainText("Empresarial");
  await expect(row).toContainText(categoryName);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("button", { name: `Ativo — clique para desativar ${title}` }).click();
  await expect(row.getByRole("button", { name: `Inativo — clique para ativar ${title}` })).toBeVisible();

  await row.getByRole("button", { name: `Visualizar ${title}` }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Inativo")).toBeVisible();
  await expect(page.getByText(`Variáveis (${VARIABLE_TYPES.length})`)).toBeVisible();
  await expect(page.locator(".minuta-document")).toContainText("{{v_cpf}}");

  const popup = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Visualizar/Imprimir" }).click();
  const print = await popup;
  await expect(print.getByRole("button", { name: "Salvar como PDF / Imprimir" })).toBeVisible();
  await expect(print.getByRole("button", { name: "Fechar" })).toBeVisible();
  await expect(print.locator(".minuta-document")).toContainText("Contrato entre as partes:");
});

test("super admin creates a global header with an image and sets it as default", async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const name = `Cabeçalho E2E ${Date.now()}`;
  await page.goto("/admin/header-footer");
  await page.getByRole("button", { name: "Novo Template" }).click();
  await page.getByLabel(/^Nome/).fill(name);

  // Not really an image: the server reads the bytes and refuses it.
  await page
    .getByLabel(/^Imagem/)
    .setInputFiles({ name: "falsa.png", mimeType: "image/png", buffer: Buffer.from("texto") });
  await expect(page.getByText("Por favor, selecione apenas arquivos de imagem")).toBeVisible();
  await page.getByLabel(/^Imagem/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1PX });
  await expect(page.getByRole("img", { name: "Imagem selecionada" })).toBeVisible();
  await page.locator(".ql-editor").click();
  await page.keyboard.type("Escritório Modelo");
  await expect(page.getByRole("region", { name: "Pré-visualização" })).toContainText("Escritório Modelo");
  await page.getByRole("button", { name: "Salvar template" }).click();

  const card = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("Global");
  await expect(card).toContainText("Cabeçalho · Imagem e texto");
  await expect(card.getByRole("img", { name: `Imagem de ${name}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole("button", { name: `Definir ${name} como padrão` }).click();
  await expect(card).toContainText("Padrão");
  await expect(card.getByRole("button", { name: `Definir ${name} como padrão` })).toBeHidden();

  await card.getByRole("button", { name: `Preview de ${name}` }).click();
  await expect(page.getByRole("dialog")).toContainText("Escritório Modelo");
});

test("the login page does not load the editor", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes("rich-text-editor"))).toEqual([]);
});
