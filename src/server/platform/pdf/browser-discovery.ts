import { accessSync, constants } from "node:fs";

/** Where the PDF service found its browser (logged at start; decision 0015). */
export interface ChromiumLocation {
  executablePath: string;
  source: "CHROMIUM_PATH" | "system";
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
  "PDF desativado: nenhum Chromium encontrado.",
  "Instale o Chromium (Debian/Ubuntu: `sudo apt-get install --no-install-recommends chromium`)",
  "ou informe o caminho de um Chromium/Chrome em CHROMIUM_PATH e reinicie o Minuta.",
  "Todo o resto funciona normalmente; apenas a geração de PDF responde 503 até lá.",
].join(" ");

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * CHROMIUM_PATH when set (and then only it: an operator who names a browser wants that one), else
 * the first system browser. Null when there is none; the caller turns that into a 503 and a clear
 * message at start. No npm-shipped fallback: see docs/decisions/0015-pdf-browser.md.
 */
export function findChromium(
  configuredPath: string | undefined,
  candidates: readonly string[] = SYSTEM_CHROMIUM_PATHS,
): ChromiumLocation | null {
  if (configuredPath)
    return isExecutable(configuredPath) ? { executablePath: configuredPath, source: "CHROMIUM_PATH" } : null;
  const found = candidates.find(isExecutable);
  return found ? { executablePath: found, source: "system" } : null;
}
