import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { loginViaApi } from "./support/users";

const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-batch-shots");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

/** Text as Brazilian Excel saves "CSV (separado por vírgulas)": Windows-1252, semicolons. */
const windows1252 = (text: string) =>
  Buffer.from([...text].map((ch) => ({ ã: 0xe3, í: 0xed, ç: 0xe7, é: 0xe9, ó: 0xf3 })[ch] ?? ch.charCodeAt(0)));

/** How far the page scrolls sideways (0: nothing wider than the screen). */
const overflowing = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Issue 24: from a template, "Gerar em lote" → model → upload → validation table → confirm → results. */
test("a spreadsheet of 12 rows with 2 invalid becomes 10 documents after the confirmation", async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { headers: { Origin: E2E_BASE_URL }, data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const category = await post("/api/categories", { name: `Lotes ${stamp}` });
  const title = `Contrato em lote ${stamp}`;
  await post("/api/templates", {
    title,
    categoryId: category.id,
    templateContent: "<p>Contratante {{nome}}, CPF {{cpf}}, valor {{valor}}, início {{inicio}}.</p>",
    variablesSchema: [
      { key: "nome", label: "Nome do cliente", type: "text", required: true, options: [] },
      { key: "cpf", label: "CPF", type: "cpf", required: true, options: [] },
      { key: "valor", label: "Valor", type: "money", required: true, options: [] },
      { key: "inicio", label: "Data de início", type: "date", required: true, options: [] },
    ],
    isActive: true,
  });

  await page.goto("/documents/generate");
  const card = page.getByRole("article").filter({ hasText: title });
  await card.getByRole("link", { name: "Gerar em lote" }).click();
  await expect(page.getByRole("heading", { name: "Gerar em lote" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Baixar planilha modelo/ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
  await shot(page, "batch-upload-desktop");

  const rows = Array.from({ length: 12 }, (_, i) => {
    const n = i + 1;
    const cpf = n === 3 ? "111.111.111-11" : "529.982.247-25";
    const date = n === 7 ? "31/02/2026" : "15/03/2026";
    return `João da Conceição ${n};${cpf};${n}.500,00;${date}`;
  });
  await page.getByLabel(/Planilha \(\.xlsx ou \.csv/).setInputFiles({
    name: "clientes.csv",
    mimeType: "text/csv",
    buffer: windows1252(`Nome do cliente;CPF;Valor;Data de início\r\n${rows.join("\r\n")}\r\n`),
  });
  await page.getByRole("button", { name: "Validar planilha" }).click();
  await expect(page).toHaveURL(/\/documents\/batches\/[0-9a-f-]+$/);
  await expect(page.getByText("Nada foi criado ainda. Confirme para gerar 10 documentos finalizados")).toBeVisible();
  const table = page.getByRole("table", { name: "Linhas da planilha" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).toContainText("CPF inválido");
  await expect(table).toContainText("Data inválida: use dd/mm/aaaa");
  await expect(table).toContainText("João da Conceição 3");
  expect(await seriousViolations(page, "[data-sonner-toaster]")).toEqual([]);
  await shot(page, "batch-validation-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowing(page)).toBeLessThanOrEqual(0);
  await shot(page, "batch-validation-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Issue 48: before the confirmation the valid rows are "Validada" (not yet "Na fila").
  await page.getByRole("tab", { name: "Todas (12)" }).click();
  await expect(table.getByText("Validada")).toHaveCount(8);
  await expect(table.getByText("Na fila")).toHaveCount(0);
  await page.getByRole("button", { name: "Confirmar e gerar" }).click();
  const dialog = page.getByRole("dialog", { name: "Gerar 10 documentos finalizados?" });
  await expect(dialog).toContainText("As 2 linhas com erros serão ignoradas.");
  // The focus is in the dialog and stays there (Tab goes round its three buttons).
  const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
  expect(await focusInDialog()).toBe(true);
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  expect(await focusInDialog()).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Confirmar e gerar" }).click();
  expect(await seriousViolations(page, "[data-sonner-toaster]")).toEqual([]);
  await shot(page, "batch-confirm-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "batch-confirm-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Gerar 10 documentos" }).click();
  await expect(page.getByText("10 de 10 (100%)")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("tab", { name: /Criados/ }).click();
  await expect(table.getByRole("link", { name: "Abrir" })).toHaveCount(10);
  await shot(page, "batch-results-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowing(page)).toBeLessThanOrEqual(0);
  await shot(page, "batch-results-390");

  await table.getByRole("link", { name: "Abrir" }).first().click();
  await expect(
    page.getByText("João da Conceição 1, CPF 529.982.247-25, valor R$ 1.500,00, início 15/03/2026"),
  ).toBeVisible();
});
