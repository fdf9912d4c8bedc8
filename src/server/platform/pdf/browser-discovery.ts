import { accessSync, constants, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { BROWSER_INSTALL_COMMAND } from "../../../domain/shared/pdf-browser";

/** Where the PDF service found its browser (said at start; decision 0015, issue 30). */
export interface ChromiumLocation {
  executablePath: string;
  source: "CHROMIUM_PATH" | "system" | "playwright";
  /** For `playwright`: which of its builds, e.g. "chromium-headless-shell 1255". */
  build?: string;
}

/** The system's Chromium or Chrome, in the order we prefer them (Debian's package first). */
export const SYSTEM_CHROMIUM_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
] as const;

/** What `npm start` says when there is no browser: PDF is off, everything else works. */
export const CHROMIUM_MISSING_MESSAGE = [
  "PDF desativado: nenhum navegador encontrado (CHROMIUM_PATH, Chromium/Chrome do sistema, cache do Playwright).",
  `Na pasta do Minuta, rode \`${BROWSER_INSTALL_COMMAND}\` (baixa o navegador de PDF),`,
  "ou instale o Chromium do sistema (Debian/Ubuntu: `sudo apt-get install --no-install-recommends chromium`),",
  "ou informe o caminho de um Chromium/Chrome em CHROMIUM_PATH; depois reinicie o Minuta.",
  "Todo o resto funciona normalmente; apenas a geração de PDF responde 503 até lá.",
].join(" ");

/** Where to look; every field left out takes its default (the real machine). */
export interface BrowserDiscovery {
  /** CHROMIUM_PATH: when set, the only place looked at. */
  chromiumPath?: string;
  /** Default SYSTEM_CHROMIUM_PATHS; MINUTA_SYSTEM_CHROMIUM_PATHS replaces it (tests play a bare machine). */
  systemPaths?: readonly string[];
  /** Playwright's browser cache; default: the one playwright-core itself uses (PLAYWRIGHT_BROWSERS_PATH or ~/.cache/ms-playwright). */
  playwrightCacheDir?: string;
}

/**
 * The discovery settings the environment gives: CHROMIUM_PATH, and MINUTA_SYSTEM_CHROMIUM_PATHS
 * (colon-separated; empty = no system browser), read by the config, the postinstall and the tests.
 */
export function browserDiscoveryFromEnv(env: Record<string, string | undefined>): BrowserDiscovery {
  const system = env.MINUTA_SYSTEM_CHROMIUM_PATHS;
  return {
    chromiumPath: env.CHROMIUM_PATH || undefined,
    systemPaths: system === undefined ? undefined : system.split(":").filter(Boolean),
  };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The few parts of playwright-core's browser registry we ask (lib/coreBundle, in its package exports). */
interface PlaywrightRegistry {
  registryDirectory: string;
  browserDirectoryToMarkerFilePath(directory: string): string;
  registry: {
    findExecutable(
      name: string,
    ): { directory?: string; revision?: string; executablePath(): string | undefined } | undefined;
  };
}

/** The builds we can render with, best first: the headless shell is made for this, the full Chromium also works. */
const PLAYWRIGHT_BUILDS = ["chromium-headless-shell", "chromium"] as const;

export interface PlaywrightBuild {
  name: (typeof PLAYWRIGHT_BUILDS)[number];
  revision: string;
  /** The build's folder and executable inside `cacheDir`. */
  directory: string;
  executablePath: string;
  /** Written by Playwright's installer last: without it the folder is a download that did not finish. */
  markerPath: string;
}

/**
 * Where playwright-core 's pinned builds live in `cacheDir` (default: its own cache): the layout and
 * revision come from playwright-core's registry, so an upgrade of the package moves them with it.
 * Empty when this platform has no such build.
 */
export function playwrightBuilds(cacheDir?: string): PlaywrightBuild[] {
  const pw = createRequire(import.meta.url)("playwright-core/lib/coreBundle").registry as PlaywrightRegistry;
  const root = cacheDir ?? pw.registryDirectory;
  return PLAYWRIGHT_BUILDS.flatMap((name) => {
    const exe = pw.registry.findExecutable(name);
    const path = exe?.executablePath();
    if (!exe?.directory || !path) return [];
    const directory = join(root, relative(pw.registryDirectory, exe.directory));
    return [
      {
        name,
        revision: exe.revision ?? "",
        directory,
        executablePath: join(root, relative(pw.registryDirectory, path)),
        markerPath: pw.browserDirectoryToMarkerFilePath(directory),
      },
    ];
  });
}

function findInPlaywrightCache(cacheDir: string | undefined): ChromiumLocation | null {
  let builds: PlaywrightBuild[];
  try {
    builds = playwrightBuilds(cacheDir);
  } catch {
    return null; // playwright-core not installed (or changed its registry): no third place to look
  }
  const found = builds.find((b) => existsSync(b.markerPath) && isExecutable(b.executablePath));
  return found
    ? { executablePath: found.executablePath, source: "playwright", build: `${found.name} ${found.revision}` }
    : null;
}

/**
 * CHROMIUM_PATH when set (and then only it: an operator who names a browser wants that one), else
 * the first system browser, else a completely installed build in Playwright's cache for the pinned
 * playwright-core revision. Null when there is none; the caller turns that into a 503 and a clear
 * message at start. See docs/decisions/0015-pdf-browser.md and 0030-pdf-browser-playwright-cache.md.
 */
export function findChromium(where: BrowserDiscovery = {}): ChromiumLocation | null {
  const { chromiumPath, systemPaths = SYSTEM_CHROMIUM_PATHS } = where;
  if (chromiumPath)
    return isExecutable(chromiumPath) ? { executablePath: chromiumPath, source: "CHROMIUM_PATH" } : null;
  const system = systemPaths.find(isExecutable);
  if (system) return { executablePath: system, source: "system" };
  return findInPlaywrightCache(where.playwrightCacheDir);
}

/** "…/chromium (Chromium do sistema)": what `npm start` and the postinstall say about the browser found. */
export function describeChromium(found: ChromiumLocation): string {
  const origin =
    found.source === "CHROMIUM_PATH"
      ? "CHROMIUM_PATH"
      : found.source === "system"
        ? "Chromium/Chrome do sistema"
        : `cache do Playwright, ${found.build}`;
  return `${found.executablePath} (${origin})`;
}
