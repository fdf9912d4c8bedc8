import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { ERRORS } from "../src/domain/shared/error-codes";
import { BROWSER_INSTALL_COMMAND, PDF_BROWSER_MESSAGES } from "../src/domain/shared/pdf-browser";
import { browserDiscoveryFromEnv, findChromium } from "../src/server/platform/pdf/browser-discovery";
import { arrange } from "./support/signing";

/**
 * A server without a PDF browser (issue 30): the document and signature-request screens show the
 * notice with the command, and the actions that need a PDF are off. Run with the server's browser
 * really hidden (`MINUTA_SYSTEM_CHROMIUM_PATHS= PLAYWRIGHT_BROWSERS_PATH=<empty dir>`), the server's own
 * answer is used; otherwise (CI, where the server has Chromium) its status answer is played. The
 * server inherits this environment, so it finds what `serverHasNoBrowser` finds.
 */
const serverHasNoBrowser = findChromium(browserDiscoveryFromEnv(process.env)) === null;
const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-pdf-browser-shots");
mkdirSync(SHOTS, { recursive: true });

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

for (const [label, viewport] of [
  ["390", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test(`no PDF browser: notice with the command on the document and signature screens (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    if (!serverHasNoBrowser) {
      await page.route("**/api/documents/pdf-status", (route) => route.fulfill({ json: { available: false } }));
    }
    const { docId } = await arrange(page, "PDF");

    await page.goto(`/my-documents/${docId}`);
    const notice = page.getByRole("status").filter({ hasText: PDF_BROWSER_MESSAGES.unavailableTitle });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(BROWSER_INSTALL_COMMAND);
    await expect(page.getByRole("button", { name: "Baixar PDF" })).toBeDisabled();
    await page.screenshot({ path: join(SHOTS, `document-${label}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/documents/${docId}/request-signature`);
    await expect(page.getByRole("heading", { name: "Solicitar Assinatura" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: BROWSER_INSTALL_COMMAND })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar Solicitação" })).toBeDisabled();
    await page.screenshot({ path: join(SHOTS, `request-signature-${label}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("with a PDF browser: no notice; a browser that fails to start shows the server's message, not a bare 503", async ({
  page,
}) => {
  test.skip(serverHasNoBrowser, "the server was started without a browser");
  const { docId } = await arrange(page, "PDF");
  await page.goto(`/my-documents/${docId}`);
  await expect(page.getByRole("button", { name: "Baixar PDF" })).toBeEnabled();
  await expect(page.getByText(PDF_BROWSER_MESSAGES.unavailableTitle)).toHaveCount(0);

  const { message } = ERRORS.PDF_UNAVAILABLE;
  await page.route(`**/api/documents/${docId}/pdf`, (route) =>
    route.fulfill({ status: 503, json: { error: { code: "PDF_UNAVAILABLE", message } } }),
  );
  await page.getByRole("button", { name: "Baixar PDF" }).click();
  await expect(page.getByText(message)).toBeVisible();
  expect(message).toContain(BROWSER_INSTALL_COMMAND);
});
