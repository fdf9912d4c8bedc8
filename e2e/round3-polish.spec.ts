import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./support/env";
import { PASSWORD, post } from "./support/signing";
import { loginViaApi, uniqueEmail } from "./support/users";

/** Issue 48, points 1, 3, 13, 14, 16: the round-3 walk-through's screens, in Chromium at 1280 and 390 px. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? "/tmp/polish3-shots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Both widths photographed; at 390 px the page must not scroll sideways. */
async function bothWidths(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  // The page has laid itself out at 390 px: the window says so and a frame was drawn after it.
  await page.waitForFunction((width) => window.innerWidth === width, PHONE.width);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: join(SHOTS, `${name}-390.png`), fullPage: true });
  const side = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(side, `${name} scrolls sideways`).toBe(0);
}

async function pageAs(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext({ viewport: DESKTOP, locale: "pt-BR" })).newPage();
  await loginViaApi(page, email, password);
  return page;
}

const stamp = Date.now();
test.describe.configure({ timeout: 180_000 });

test("1: a plan's prices typed as Brazilians write money, and what was understood", async ({ browser }) => {
  const admin = await pageAs(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto("/admin/subscription/plans/new");
  await admin.getByLabel(/^Nome/).fill(`Plano Reais ${stamp}`);
  await admin.getByLabel(/^Preço mensal/).fill("199,90");
  await admin.getByLabel(/^Preço anual/).fill("1.999,00");
  await expect(admin.getByText("Valor entendido: R$ 199,90")).toBeVisible();
  await expect(admin.getByText("Valor entendido: R$ 1.999,00")).toBeVisible();
  await bothWidths(admin, "1-plan-form");
  await admin.setViewportSize(DESKTOP);
  await admin.getByRole("button", { name: "Salvar plano" }).click();
  await expect(admin.getByText("Plano salvo com sucesso!")).toBeVisible();
  await admin.goto("/admin/subscription/plans");
  await admin.getByLabel("Buscar por nome").fill(`Plano Reais ${stamp}`);
  const row = admin.getByRole("row").filter({ hasText: `Plano Reais ${stamp}` });
  await expect(row).toContainText("R$ 199,90");
  await expect(row).toContainText("R$ 1.999,00/ano");
  // 16: the status badge asks first.
  await row.getByRole("button", { name: /^Ativo: clique para desativar/ }).click();
  await expect(admin.getByRole("dialog", { name: "Desativar plano" })).toBeVisible();
  await bothWidths(admin, "16-plan-status-confirm");
  await admin.setViewportSize(DESKTOP);
  await admin.getByRole("button", { name: "Cancelar" }).click();
  await expect(row.getByRole("button", { name: /^Ativo:/ })).toBeVisible();
});

test("3 and 16: the landing says what a default install does; an unknown address is not found", async ({ page }) => {
  await page.goto("/landing");
  await expect(page.getByText("assinatura eletrônica avançada com selo e trilha de evidências.")).toBeVisible();
  await expect(page.getByText(/ICP-Brasil/)).toHaveCount(0);
  await bothWidths(page, "3-landing");
  await page.goto("/relatorios-antigos");
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await bothWidths(page, "16-not-found");
});

test("13 and 14: document tables keep dates and sums whole at 390 px; no page scrolls sideways", async ({
  browser,
}) => {
  const admin = await pageAs(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const category = await post(admin, "/api/categories", { name: `Rodada 3 ${stamp}` });
  const account = await post(admin, "/api/corporate-accounts", {
    name: `Conta Rodada 3 ${stamp}`,
    categoryIds: [category.id],
  });
  const template = await post(admin, "/api/templates", {
    title: `Cronograma ${stamp}`,
    categoryId: category.id,
    templateContent:
      "<p>Parcelas de {{cliente}}:</p><table><tbody>" +
      "<tr><td>Parcela</td><td>Vencimento</td><td>Valor</td><td>Forma de pagamento</td></tr>" +
      "<tr><td>1</td><td>10/01/2027</td><td>{{valor}}</td><td>Boleto bancário</td></tr>" +
      "<tr><td>2</td><td>10/02/2027</td><td>{{valor}}</td><td>Transferência</td></tr>" +
      "</tbody></table>",
    variablesSchema: [
      { key: "cliente", label: "Cliente", type: "text", required: true, options: [] },
      { key: "valor", label: "Valor", type: "money", required: true, options: [] },
    ],
    isActive: true,
  });
  const email = uniqueEmail("corporate_admin");
  await post(admin, "/api/users", {
    fullName: "Gestora Rodada 3",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: "corporate_admin",
    corporateAccountId: account.id,
  });
  const corp = await pageAs(browser, email, PASSWORD);
  const doc = await post(corp, "/api/documents", {
    templateId: template.id,
    values: { cliente: "Rafael Lima", valor: 78189 },
    status: "finalized",
  });
  await corp.goto(`/my-documents/${doc.id}`);
  await expect(corp.getByText("R$ 781,89").first()).toBeVisible();
  await bothWidths(corp, "14-document-view");
  // Each date and sum on one line: its text has a single line box.
  const broken = await corp.evaluate(() =>
    [...document.querySelectorAll(".minuta-content td")]
      .filter((td) => /\d{2}\/\d{2}\/\d{4}|R\$/.test(td.textContent ?? ""))
      .filter((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      })
      .map((td) => td.textContent),
  );
  expect(broken).toEqual([]);
  for (const path of [
    "/dashboard",
    "/my-documents",
    "/documents/generate",
    "/corporate/reports",
    "/corporate/plan-overview",
    "/corporate/dashboard",
  ]) {
    await corp.setViewportSize(DESKTOP);
    await corp.goto(path);
    await corp.waitForLoadState("networkidle");
    await bothWidths(corp, `14-${path.slice(1).replaceAll("/", "-")}`);
  }
  // 13: the corporate dashboard's unlimited quotas draw no bar.
  await corp.setViewportSize(DESKTOP);
  await corp.goto("/corporate/dashboard");
  await expect(corp.getByText("Sem limite no plano").first()).toBeVisible();
  await expect(corp.getByText("1 documento", { exact: true })).toBeVisible();
  await expect(corp.getByRole("progressbar", { name: "Documentos este mês" })).toHaveCount(0);
});
