import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./support/env";
import { loginViaApi } from "./support/users";

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("telas de planos, contas e configurações passam no axe-core", async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const screens: Array<[string, string]> = [
    ["/admin/subscription/plans", "Planos de Assinatura"],
    ["/admin/subscription/plans/new", "Novo Plano"],
    ["/admin/corporate-accounts", "Contas Corporativas"],
    ["/admin/corporate-accounts/create", "Nova Conta Corporativa"],
    ["/admin/settings/smtp", "Configurações de E-mail (SMTP)"],
    ["/admin/settings/whatsapp", "Configurações de WhatsApp"],
    ["/admin/settings/zapsign", "Configurações ZapSign"],
    ["/corporate/settings/integrations", "Configurações"],
    ["/corporate/plan-overview", "Acesso Negado"],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
