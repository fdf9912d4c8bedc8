import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { checkBothWidths, openDocumentForm, openMyDocument } from "./support/screens";
import { loginViaApi } from "./support/users";

const SHOTS = "test-results";

/** Replaces the text of the paragraph holding `text` in the editor by what is typed (the paragraph stays). */
async function retype(page: Page, text: string, typed: string) {
  await page.locator(".ql-editor p", { hasText: text }).click();
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+End");
  await page.keyboard.type(typed);
}

/**
 * Issue 24: an author builds a template with a condition (with "senão"), a list of installments and
 * their total written out — without typing any syntax but the placeholders — fills it, downloads the PDF.
 */
test("condition, list of installments and total por extenso, from the editor to the PDF", async ({ page }) => {
  test.setTimeout(180_000);
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const categoryName = `Contratos ${stamp}`;
  const title = `Contrato condicional ${stamp}`;
  const cat = await page.request.post("/api/categories", {
    headers: { Origin: E2E_BASE_URL },
    data: { name: categoryName },
  });
  expect(cat.status(), await cat.text()).toBe(201);

  await page.goto("/admin/templates/new");
  const editor = page.locator(".ql-editor");
  await editor.waitFor();
  await page.getByRole("textbox", { name: "Título" }).fill(title);
  await page.getByLabel(/^Categoria/).selectOption({ label: categoryName });
  await editor.click();
  await page.keyboard.type("Contrato de prestação de serviços.");

  const addVariable = async (n: number, key: string, label: string, type: string) => {
    await page.getByRole("button", { name: "Adicionar variável" }).click();
    const card = page.getByRole("group", { name: `Variável ${n}` });
    await card.getByLabel(/^Chave/).fill(key);
    await card.getByLabel(/^Rótulo/).fill(label);
    await card.getByLabel("Tipo", { exact: true }).selectOption(type);
    return card;
  };
  await addVariable(1, "pj", "Pessoa jurídica", "boolean");
  const razao = await addVariable(2, "razao", "Razão social", "text");
  await razao.getByLabel("Obrigatória").check();
  const list = await addVariable(3, "parcelas", "Parcelas", "list");
  await list.getByLabel("Mínimo de itens").fill("1");
  await list.getByLabel("Máximo de itens").fill("12");
  for (const [j, key, label, type] of [
    [1, "vencimento", "Vencimento", "date"],
    [2, "valor", "Valor", "money"],
  ] as const) {
    await list.getByRole("button", { name: "Adicionar campo" }).click();
    await list.getByLabel(`Chave do campo ${j}`).fill(key);
    await list.getByLabel(`Label do campo ${j}`).fill(label);
    await list.getByLabel(`Tipo do campo ${j}`).selectOption(type);
  }

  // The condition, from the toolbar's form: Pessoa jurídica "é Sim", with a "senão" text.
  await page.getByRole("button", { name: "Inserir condição" }).click();
  const dialog = page.getByRole("dialog", { name: "Inserir condição" });
  await dialog.getByLabel("Variável").selectOption("pj");
  await expect(dialog.getByLabel("Condição")).toHaveValue("verdadeiro");
  await dialog.getByLabel("Incluir um texto para o caso contrário (senão)").check();
  await dialog.getByRole("button", { name: "Inserir condição" }).click();
  await expect(editor).toContainText("{{#se pj}}");
  await retype(page, "Texto exibido quando a condição é verdadeira.", "CONTRATANTE: a empresa {{razao}}.");
  await retype(page, "Texto exibido caso contrário.", "CONTRATANTE: pessoa física.");

  // The repetition of the list (inserted where the cursor is: at the end), then the total written out.
  await editor.press("Control+End");
  await page.getByRole("button", { name: "Inserir repetição" }).click();
  await page
    .getByRole("dialog", { name: "Inserir repetição" })
    .getByRole("button", { name: "Inserir repetição" })
    .click();
  await expect(editor).toContainText("{{#cada parcelas}}");
  await editor.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Total: {{parcelas.soma.valor|com_extenso}}.");
  await expect(page.getByText("usa Pessoa jurídica (Sim/Não)")).toBeVisible();
  await expect(page.getByText("usa Parcelas (Lista)")).toBeVisible();

  // A variable a condition uses cannot be removed.
  await page.getByRole("button", { name: "Remover variável 1" }).click();
  await expect(page.getByText(/Não é possível excluir a variável "pj"/)).toBeVisible();
  await expect(page.getByRole("group", { name: "Variável 1" })).toBeVisible();

  // The preview follows the test values: the condition and the sum.
  await page.getByRole("group", { name: "Variável 1" }).getByLabel("Valor de teste da variável 1").check();
  await razao.getByLabel("Valor de teste da variável 2").fill("Acme");
  await list.getByRole("button", { name: "Adicionar item" }).click();
  await list.getByLabel("Valor (item 1)").fill("1500,00");
  await page.getByText("Pré-visualização com os valores de teste").click();
  const preview = page.locator(".minuta-document");
  await expect(preview).toContainText("CONTRATANTE: a empresa Acme.");
  await expect(preview).not.toContainText("pessoa física");
  await expect(preview).toContainText("Total: R$ 1.500,00 (mil e quinhentos reais).");
  await checkBothWidths(page, "conditions-editor");
  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await expect(page).toHaveURL(/\/admin\/templates$/);

  // The document form: the company name only when "Pessoa jurídica" is checked; the installments as rows.
  await openDocumentForm(page, title);
  await expect(page.getByLabel(/^Razão social/)).toHaveCount(0);
  await page.getByLabel(/^Pessoa jurídica/).check();
  await page.getByLabel(/^Razão social/).fill("Acme Ltda");
  const rows = page.getByRole("group", { name: /^Parcelas/ });
  for (const [i, date, amount] of [
    [1, "2026-03-15", "500,00"],
    [2, "2026-04-15", "1000,00"],
  ] as const) {
    await rows.getByRole("button", { name: "Adicionar item" }).click();
    await rows.getByLabel(`Vencimento (item ${i})`).fill(date);
    await rows.getByLabel(`Valor (item ${i})`).fill(amount);
  }
  await rows.getByRole("button", { name: "Mover item 2 para cima" }).click();
  await expect(rows.getByLabel("Vencimento (item 1)")).toHaveValue("2026-04-15");
  await expect(page.locator(".minuta-document")).toContainText("(mil e quinhentos reais)");
  await checkBothWidths(page, "conditions-form");
  await page.getByRole("button", { name: "Finalizar Documento" }).click();
  await expect(page.getByText("Documento Gerado!")).toBeVisible({ timeout: 30_000 });

  await openMyDocument(page, title);
  const downloadEvent = page.waitForEvent("download", { timeout: 30_000 });
  await page.getByRole("button", { name: "Baixar PDF" }).click();
  const pdfPath = join(SHOTS, "conditions.pdf");
  await (await downloadEvent).saveAs(pdfPath);
  const text = execFileSync("pdftotext", [pdfPath, "-"]).toString().replace(/\s+/g, " ");
  expect(text).toContain("CONTRATANTE: a empresa Acme Ltda.");
  expect(text).not.toContain("pessoa física");
  expect(text).toContain("1. 15/04/2026 — R$ 1.000,00");
  expect(text).toContain("2. 15/03/2026 — R$ 500,00");
  expect(text).toContain("Total: R$ 1.500,00 (mil e quinhentos reais).");
});

/** Issue 24: a list block as a repeated table row, inserted where the author's cursor is. */
test("a list as a table row, inserted at the cursor, repeats per item in the preview and saves", async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const cat = await page.request.post("/api/categories", {
    headers: { Origin: E2E_BASE_URL },
    data: { name: `Tabelas ${stamp}` },
  });
  expect(cat.status(), await cat.text()).toBe(201);
  await page.goto("/admin/templates/new");
  const editor = page.locator(".ql-editor");
  await editor.waitFor();
  await page.getByRole("textbox", { name: "Título" }).fill(`Contrato com tabela ${stamp}`);
  await page.getByLabel(/^Categoria/).selectOption({ label: `Tabelas ${stamp}` });
  await editor.click();
  await page.keyboard.type("Primeiro parágrafo.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Último parágrafo.");

  await page.getByRole("button", { name: "Adicionar variável" }).click();
  const list = page.getByRole("group", { name: "Variável 1" });
  await list.getByLabel(/^Chave/).fill("itens");
  await list.getByLabel(/^Rótulo/).fill("Itens");
  await list.getByLabel("Tipo", { exact: true }).selectOption("list");
  await list.getByRole("button", { name: "Adicionar campo" }).click();
  await list.getByLabel("Chave do campo 1").fill("nome");
  await list.getByLabel("Label do campo 1").fill("Nome");

  // The cursor at the end of the first paragraph: the table goes between the two paragraphs.
  await page.locator(".ql-editor p", { hasText: "Primeiro parágrafo." }).click();
  await page.keyboard.press("End");
  await page.getByRole("button", { name: "Inserir repetição" }).click();
  const dialog = page.getByRole("dialog", { name: "Inserir repetição" });
  await dialog.getByLabel("Formato").selectOption("table");
  await dialog.getByRole("button", { name: "Inserir repetição" }).click();
  await expect(editor.locator("table tr")).toHaveCount(4);
  const order = await editor.evaluate((el) => {
    const html = el.innerHTML;
    return [html.indexOf("Primeiro parágrafo."), html.indexOf("<table"), html.indexOf("Último parágrafo.")];
  });
  expect(order[0]).toBeLessThan(order[1] ?? -1);
  expect(order[1]).toBeLessThan(order[2] ?? -1);

  for (const [i, name] of [
    [1, "Alfa"],
    [2, "Beta"],
  ] as const) {
    await list.getByRole("button", { name: "Adicionar item" }).click();
    await list.getByLabel(`Nome (item ${i})`).fill(name);
  }
  await page.getByText("Pré-visualização com os valores de teste").click();
  const rows = page.locator(".minuta-document table tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("1Alfa");
  await expect(rows.nth(2)).toContainText("2Beta");
  await page.screenshot({ path: join(SHOTS, "table-row-editor-desktop.png"), fullPage: true });
  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await expect(page).toHaveURL(/\/admin\/templates$/);
});
