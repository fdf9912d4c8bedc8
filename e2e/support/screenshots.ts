import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";

/**
 * Full-page screenshots at 390 px (a phone) and at desktop width, in E2E_SCREENSHOTS or a folder of
 * the temporary directory named after the spec; the page is left at desktop width.
 */
export function screenshots(folder: string) {
  const dir = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), folder);
  mkdirSync(dir, { recursive: true });
  return screenshotsIn(dir);
}

/** The same two screenshots into `dir`, which exists. */
export function screenshotsIn(dir: string) {
  return async (page: Page, name: string) => {
    for (const [label, width] of [
      ["390", 390],
      ["desktop", 1280],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(dir, `${name}-${label}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
}
