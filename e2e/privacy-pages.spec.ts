import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN } from "./support/env";
import { createUserViaApi, PASSWORD, post } from "./support/signing";
import { loginViaApi } from "./support/users";

/** Issue 27: the public /privacidade and /lgpd pages, their links, and the retention settings screen. */
const DIR = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-privacy-shots");
mkdirSync(DIR, { recursive: true });

/** The whole page at a phone's 390 px and at 1280 px, back to the desktop after. */
async function screens(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(DIR, `${name}-${width}.png`), fullPage: true });
  }
}

test("a visitor opens Privacidade and LGPD from the landing and from the login page", async ({ page }) => {
  await page.goto("/landing");
  await page.getByRole("navigation", { name: "Informações legais" }).getByRole("link", { name: "Privacidade" }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole("heading", { name: "Política de Privacidade", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Com quem compartilhamos (só quando configurado)" })).toBeVisible();
  await expect(page.getByText(/Evolution API \(WhatsApp\)/)).toBeVisible();
  await expect(page.getByText(/Retenção de dados: excluir rascunhos/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screens(page, "1-privacidade");

  await page.getByRole("link", { name: "LGPD — Seus direitos" }).click();
  await expect(page).toHaveURL(/\/lgpd$/);
  await expect(page.getByRole("heading", { name: "LGPD — Seus direitos", level: 1 })).toBeVisible();
  await expect(page.getByText(/em “Meus dados”, peça o download/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screens(page, "2-lgpd");

  await page.goto("/login");
  const legal = page.getByRole("navigation", { name: "Informações legais" });
  await legal.getByRole("link", { name: "LGPD" }).click();
  await expect(page.getByRole("heading", { name: "LGPD — Seus direitos", level: 1 })).toBeVisible();
  await page.goto("/login");
  await legal.getByRole("link", { name: "Privacidade" }).click();
  await expect(page.getByRole("heading", { name: "Política de Privacidade", level: 1 })).toBeVisible();
});

test("the corporate admin turns retention on, after confirming; out-of-range periods are refused", async ({ page }) => {
  test.setTimeout(120_000);
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const account = await post(page, "/api/corporate-accounts", { name: `Empresa Retenção ${Date.now()}` });
  const email = await createUserViaApi(page, "corporate_admin", account.id, "Rita Retenção");
  await page.context().clearCookies();
  await loginViaApi(page, email, PASSWORD);

  await page.goto("/corporate/settings/integrations");
  await page.getByRole("link", { name: /Retenção de dados/ }).click();
  await expect(page.getByRole("heading", { name: "Retenção de dados", level: 1 })).toBeVisible();
  await expect(page.getByText("A retenção ainda não foi aplicada nesta conta.", { exact: false })).toBeVisible();
  const drafts = page.getByLabel("Excluir rascunhos sem alteração há (dias)");
  const logs = page.getByLabel("Excluir registros de envio após (meses)");
  await expect(drafts).toHaveValue("");

  await drafts.fill("3");
  await page.getByRole("button", { name: "Salvar retenção" }).click();
  await expect(page.getByText("Informe de 7 a 3.650 dias, ou desative.")).toBeVisible();

  await drafts.fill("30");
  await logs.fill("6");
  await page.getByRole("button", { name: "Salvar retenção" }).click();
  const dialog = page.getByRole("dialog", { name: "Ativar a exclusão automática?" });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screens(page, "3-retention-confirm");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await page.reload();
  await expect(drafts).toHaveValue("");

  await drafts.fill("30");
  await logs.fill("6");
  await page.getByRole("button", { name: "Salvar retenção" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Salvar e ativar" }).click();
  await expect(page.getByText("Retenção salva")).toBeVisible();
  await expect(page.getByText("Retenção salva")).toBeHidden({ timeout: 15_000 });
  await page.reload();
  await expect(drafts).toHaveValue("30");
  await expect(logs).toHaveValue("6");
  expect(await seriousViolations(page)).toEqual([]);
  await screens(page, "4-retention-saved");
});
