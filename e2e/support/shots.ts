import type { Page } from "@playwright/test";

/**
 * Screenshots for a human to look at, at 390 px and desktop width, only when `dir` is set (each spec
 * names its own environment variable): `shoot(page, name)` writes `<dir>/<name>-390.png` and `-desktop.png`.
 */
export function shooter(dir: string | undefined) {
  return async (page: Page, name: string) => {
    if (!dir) return;
    for (const [label, width] of [
      ["390", 390],
      ["desktop", 1280],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
}
