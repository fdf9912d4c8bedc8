import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { brandedAdmin, shoot } from "./support/branding";

// Issue 26, white label's own host name (decision 0043): registered, shown with the TXT record to
// publish, checked by "Verificar" (this name has no record in any DNS: it fails, saying where it
// looked), and removed after a confirmation. Host routing itself is proven in tests/branding.
test("o administrador cadastra o endereço próprio, vê o registro TXT, verifica e remove", async ({ page }) => {
  test.setTimeout(180_000);
  await brandedAdmin(page, { white_label_enabled: true });
  const host = `assinar.e2e-${Date.now()}.invalid`;

  await page.goto("/corporate/settings/branding");
  const card = page.getByRole("region", { name: "Endereço próprio (White label)" });
  await expect(card).toBeVisible();
  await card.getByRole("textbox", { name: "Endereço" }).fill("https://exemplo.com.br/x");
  await card.getByRole("button", { name: "Salvar endereço" }).click();
  await expect(card.getByText(/Informe só o nome do endereço/)).toBeVisible();

  await card.getByRole("textbox", { name: "Endereço" }).fill(host.toUpperCase());
  await card.getByRole("button", { name: "Salvar endereço" }).click();
  const status = page.getByTestId("custom-host-status");
  await expect(status.getByText("Aguardando verificação")).toBeVisible();
  await expect(status.getByText(`_minuta.${host}`)).toBeVisible();

  await status.getByRole("button", { name: "Verificar" }).click();
  await expect(status.getByText("Falhou")).toBeVisible({ timeout: 30_000 });
  await expect(status.getByRole("status")).toContainText(`_minuta.${host}`);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, "5-custom-host");

  await status.getByRole("button", { name: "Remover endereço" }).click();
  const dialog = page.getByRole("dialog", { name: "Remover endereço próprio" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Remover" }).click();
  await expect(status).toBeHidden();
  await expect(card.getByRole("textbox", { name: "Endereço" })).toBeVisible();
});
