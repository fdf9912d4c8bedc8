import { expect, test } from "@playwright/test";
import { chainPkcs12, threeLevelChain } from "../tests/signatures/chain";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { loginViaApi } from "./support/users";

/**
 * Issue 22 defect 4 on screen: an uploaded A1 that stops being usable (here: it expires seconds after
 * the upload) shows a banner on the seal settings, at 390 px and on the desktop, with no serious axe
 * violation. Screenshots go to test-results/ for a person to look at.
 */
test("seal settings: an A1 that expired after its upload shows a banner saying what to do", async ({ page }) => {
  test.setTimeout(120_000);
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // Making the chain takes seconds (RSA 4096 keys): the leaf expires 30 s from now, after the upload.
  const expiry = new Date(Date.now() + 30_000);
  const chain = threeLevelChain({
    leafNotAfter: expiry,
    leafName: "EMPRESA QUE VENCE LTDA:12345678000195",
  });
  const uploaded = await page.request.put("/api/signature-seal-certificate", {
    headers: { Origin: E2E_BASE_URL },
    data: { pfxBase64: chainPkcs12(chain, "senha"), password: "senha" },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  await page.goto("/admin/settings/zapsign");
  await expect(page.getByText("EMPRESA QUE VENCE LTDA:12345678000195")).toBeVisible();
  await expect(page.getByText("O certificado do selo precisa de atenção.")).toHaveCount(0);

  // Reloaded until the certificate has expired and the screen says so (no sleep for a fixed time).
  const banner = page.getByRole("alert").filter({ hasText: "O certificado do selo precisa de atenção." });
  await expect(async () => {
    await page.reload();
    await expect(banner).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: Math.max(0, expiry.getTime() - Date.now()) + 30_000, intervals: [1_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(expiry.getTime());
  await expect(banner).toContainText(/O certificado A1 enviado venceu em \d{2}\/\d{2}\/\d{4}\./);
  await expect(banner).toContainText("volte ao certificado da plataforma");
  expect(await seriousViolations(page)).toEqual([]);
  await banner.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/seal-banner-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await banner.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/seal-banner-390.png", fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Back to the platform certificate: the banner goes away.
  await page.getByRole("button", { name: "Voltar ao certificado da plataforma" }).click();
  await page.getByRole("button", { name: "Remover" }).click();
  await expect(page.getByText("O certificado do selo precisa de atenção.")).toHaveCount(0);
});
