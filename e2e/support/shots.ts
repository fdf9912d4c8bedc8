import type { Page } from "@playwright/test";
import { screenshotsIn } from "./screenshots";

/**
 * Screenshots for a human to look at, at 390 px and desktop width, only when `dir` is set (each spec
 * names its own environment variable): `shoot(page, name)` writes `<dir>/<name>-390.png` and `-desktop.png`.
 */
export function shooter(dir: string | undefined): (page: Page, name: string) => Promise<void> {
  return dir ? screenshotsIn(dir) : async () => {};
}
