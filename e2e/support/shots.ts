import type { Page } from "@playwright/test";

/**
 * Full-page screenshots at 390 px and desktop width into `dir` (a spec's *_SHOTS variable), to be
 * looked at; nothing when `dir` is unset. The viewport is desktop again afterwards.
 */
export const shooter =
  (dir: string | undefined) =>
  async (page: Page, name: string): Promise<void> => {
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
