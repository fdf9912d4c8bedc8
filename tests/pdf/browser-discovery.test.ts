import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  browserDiscoveryFromEnv,
  describeChromium,
  findChromium,
  playwrightBuilds,
} from "../../src/server/platform/pdf/browser-discovery";
import { testChromium } from "./poppler";

/**
 * Discovery order (issue 30): CHROMIUM_PATH → the system's browser → a build in Playwright's cache
 * for the pinned playwright-core revision. Fake cache layouts are built where playwright-core's own
 * registry says its builds live, in a temporary directory.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function cacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "minuta-pw-cache-"));
  dirs.push(dir);
  return dir;
}
type Layout = "link-to-real" | "missing" | "not-executable" | "no-marker";
/** One build in `cache` laid out as Playwright's installer leaves it, or broken in one way. */
function layOut(cache: string, name: string, layout: Layout): string {
  const build = playwrightBuilds(cache).find((b) => b.name === name);
  if (!build) throw new Error(`playwright-core has no ${name} for this platform`);
  mkdirSync(dirname(build.executablePath), { recursive: true });
  if (layout !== "no-marker") writeFileSync(build.markerPath, "");
  if (layout === "link-to-real" || layout === "no-marker") symlinkSync(realBrowser(), build.executablePath);
  if (layout === "not-executable") {
    writeFileSync(build.executablePath, "#!/bin/sh\n");
    chmodSync(build.executablePath, 0o644);
  }
  return build.executablePath;
}
const realBrowser = () => testChromium?.executablePath ?? "/bin/true";
const bare = { systemPaths: [] as string[] };

describe("browser discovery", () => {
  it("Playwright's layout and revision come from playwright-core itself", () => {
    const cache = cacheDir();
    const builds = playwrightBuilds(cache);
    expect(builds.map((b) => b.name)).toEqual(["chromium-headless-shell", "chromium"]);
    for (const b of builds) {
      expect(relative(cache, b.directory)).toMatch(new RegExp(`^${b.name.replace(/-/g, "_")}-${b.revision}$`));
      expect(b.executablePath.startsWith(b.directory)).toBe(true);
    }
  });

  it("finds the headless shell linked into the cache when there is no system browser", () => {
    const cache = cacheDir();
    const exe = layOut(cache, "chromium-headless-shell", "link-to-real");
    const found = findChromium({ ...bare, playwrightCacheDir: cache });
    expect(found).toMatchObject({ executablePath: exe, source: "playwright" });
    expect(describeChromium(found!)).toMatch(/cache do Playwright, chromium-headless-shell \d+/);
  });

  it("falls back to the full Chromium build when the shell is not there", () => {
    const cache = cacheDir();
    const exe = layOut(cache, "chromium", "link-to-real");
    expect(findChromium({ ...bare, playwrightCacheDir: cache })).toMatchObject({ executablePath: exe });
  });

  it.each<Layout>(["missing", "not-executable", "no-marker"])("skips a %s build: PDF off, no crash", (layout) => {
    const cache = cacheDir();
    layOut(cache, "chromium-headless-shell", layout);
    expect(findChromium({ ...bare, playwrightCacheDir: cache })).toBeNull();
  });

  it("a broken shell does not hide a good Chromium build beside it", () => {
    const cache = cacheDir();
    layOut(cache, "chromium-headless-shell", "not-executable");
    const exe = layOut(cache, "chromium", "link-to-real");
    expect(findChromium({ ...bare, playwrightCacheDir: cache })?.executablePath).toBe(exe);
  });

  it("an empty or absent cache directory finds nothing", () => {
    expect(findChromium({ ...bare, playwrightCacheDir: cacheDir() })).toBeNull();
    expect(findChromium({ ...bare, playwrightCacheDir: "/nonexistent/ms-playwright" })).toBeNull();
  });

  it("the system's browser comes before the cache", () => {
    const cache = cacheDir();
    layOut(cache, "chromium-headless-shell", "link-to-real");
    expect(findChromium({ systemPaths: ["/bin/true"], playwrightCacheDir: cache })).toEqual({
      executablePath: "/bin/true",
      source: "system",
    });
  });

  it("CHROMIUM_PATH, when set, is the only place looked at", () => {
    const cache = cacheDir();
    layOut(cache, "chromium-headless-shell", "link-to-real");
    const where = { systemPaths: ["/bin/true"], playwrightCacheDir: cache };
    expect(findChromium({ ...where, chromiumPath: "/bin/sh" })).toMatchObject({ source: "CHROMIUM_PATH" });
    expect(findChromium({ ...where, chromiumPath: "/nonexistent/chrome" })).toBeNull();
  });

  it("MINUTA_SYSTEM_CHROMIUM_PATHS replaces the system list; empty hides every system browser", () => {
    expect(browserDiscoveryFromEnv({})).toEqual({ chromiumPath: undefined, systemPaths: undefined });
    expect(browserDiscoveryFromEnv({ MINUTA_SYSTEM_CHROMIUM_PATHS: "" }).systemPaths).toEqual([]);
    expect(browserDiscoveryFromEnv({ MINUTA_SYSTEM_CHROMIUM_PATHS: "/a:/b", CHROMIUM_PATH: "/c" })).toEqual({
      chromiumPath: "/c",
      systemPaths: ["/a", "/b"],
    });
  });
});
