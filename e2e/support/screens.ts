import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";

/**
 * Nothing wider than the 390 px screen. The toasts' list is left out: it is fixed to the viewport
 * (it never makes the page scroll sideways) and shows only while a toast is up.
 */
export async function overflow(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => !el.closest("[data-sonner-toaster]"))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().width)}`)
      .slice(0, 8),
  );
}

/**
 * The screen as it is, checked and photographed at both widths: no serious axe violation,
 * `test-results/<name>-desktop.png`, nothing wider than 390 px, `test-results/<name>-390.png`;
 * the desktop size is restored afterwards.
 */
export async function checkBothWidths(page: Page, name: string) {
  expect(await seriousViolations(page, "[data-sonner-toaster]")).toEqual([]);
  await page.screenshot({ path: join("test-results", `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflow(page)).toEqual([]);
  await page.screenshot({ path: join("test-results", `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The document form of a template, found by its title on /documents/generate. */
export async function openDocumentForm(page: Page, title: string) {
  await page.goto("/documents/generate");
  await page.getByLabel("Buscar modelo").fill(title);
  await page.getByRole("article").filter({ hasText: title }).getByRole("link", { name: "Gerar Documento" }).click();
  await expect(page.getByRole("heading", { name: "Gerar Documento" })).toBeVisible();
}

/** A document's page, opened from /my-documents by its template's title. */
export async function openMyDocument(page: Page, title: string) {
  await page.goto("/my-documents");
  await page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("button", { name: /^Visualizar/ })
    .click();
}
