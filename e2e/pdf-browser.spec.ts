import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { BROWSER_INSTALL_COMMAND, PDF_BROWSER_MESSAGES } from "../src/domain/pdf-browser";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { loginViaApi, uniqueEmail } from "./support/users";

/**
 * A server without a PDF browser (issue 30): the document and signature-request screens show the
 * notice with the command, and the actions that need a PDF are off. Run with the server's browser
 * really hidden (`MINUTA_SYSTEM_CHROMIUM_PATHS= PLAYWRIGHT_BROWSERS_PATH=<empty dir>`), the server's own
 * answer is used; otherwise (CI, where the server has Chromium) its status answer is played.
 */
const serverHasNoBrowser = process.env.MINUTA_SYSTEM_CHROMIUM_PATHS === "";
const origin = { Origin: E2E_BASE_URL };
const PASSWORD = "Senha-e2e-123";
const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-pdf-browser-shots");
mkdirSync(SHOTS, { recursive: true });

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { headers: origin, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return res.json();
}

/** A standard user with a finalized document, signed in. */
async function arrange(page: Page): Promise<string> {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const category = await post(page, "/api/categories", { name: `PDF ${stamp}` });
  const account = await post(page, "/api/corporate-accounts", {
    name: `Empresa PDF ${stamp}`,
    categoryIds: [category.id],
  });
  const template = await post(page, "/api/templates", {
    title: `Contrato PDF ${stamp}`,
    categoryId: category.id,
    templateContent: "<p><strong>CONTRATO</strong></p><p>Contratante: {{nome}}</p>",
    variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    isActive: true,
  });
  const email = uniqueEmail("standard_user");
  await post(page, "/api/users", {
    fullName: "Pessoa do PDF",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: "standard_user",
    corporateAccountId: account.id,
  });
  await page.context().clearCookies();
  await loginViaApi(page, email, PASSWORD);
  const doc = await post(page, "/api/documents", {
    templateId: template.id,
    values: { nome: "Cliente" },
    status: "finalized",
  });
  return doc.id as string;
}

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
    const docId = await arrange(page);

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

test("with a PDF browser the screens show no notice", async ({ page }) => {
  test.skip(serverHasNoBrowser, "the server was started without a browser");
  const docId = await arrange(page);
  await page.goto(`/my-documents/${docId}`);
  await expect(page.getByRole("button", { name: "Baixar PDF" })).toBeEnabled();
  await expect(page.getByText(PDF_BROWSER_MESSAGES.unavailableTitle)).toHaveCount(0);
});
