// The postinstall's second step (issue 30, decision 0030): makes sure the PDF service will find a
// browser after `npm install`. It looks where the server looks (browser-discovery.ts: CHROMIUM_PATH,
// the system's Chromium/Chrome, Playwright's cache); only when nothing is there does it fetch the
// headless shell pinned by playwright-core with playwright-core's own installer. It prints one line
// of progress and never fails the install: without network it says, in Portuguese, the command to
// run later and leaves nothing half-downloaded behind. MINUTA_SKIP_BROWSER_DOWNLOAD=1 turns it off.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { BROWSER_INSTALL_COMMAND } from "../src/domain/shared/pdf-browser";
import {
  browserDiscoveryFromEnv,
  describeChromium,
  findChromium,
  type PlaywrightBuild,
  playwrightBuilds,
} from "../src/server/platform/pdf/browser-discovery";

const say = (line: string) => console.log(`[minuta] ${line}`);
const require = createRequire(import.meta.url);

/** What Playwright's fetcher prints when the download host cannot be reached at all. */
const OFFLINE = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|socket hang up/i;

const LIBRARIES_COMMAND = "sudo npx playwright-core install-deps chromium-headless-shell";
const SYSTEM_PACKAGE = "sudo apt-get install --no-install-recommends chromium";

/** The Portuguese lines said when the browser could not be fetched now; the install goes on. */
function laterLines(offline: boolean, platform: NodeJS.Platform): string[] {
  return [
    offline
      ? "PDF: sem acesso à rede para baixar o navegador agora. A instalação continua; o Minuta funciona, mas não gera PDF até você rodar, com rede, na pasta do Minuta:"
      : "PDF: o download do navegador falhou (detalhes acima). A instalação continua; o Minuta funciona, mas não gera PDF até você rodar, na pasta do Minuta:",
    `    ${BROWSER_INSTALL_COMMAND}`,
    ...(platform === "linux"
      ? [
          `No Linux, as bibliotecas do sistema que o navegador pedir (listadas ao baixá-lo) se instalam com: ${LIBRARIES_COMMAND}`,
          `Alternativa no Debian/Ubuntu: o Chromium do sistema (${SYSTEM_PACKAGE}). Ou informe um navegador em CHROMIUM_PATH.`,
        ]
      : ["Ou informe o caminho de um Chromium/Chrome em CHROMIUM_PATH."]),
  ];
}

/**
 * Installs the headless shell alone (the CLI would add FFmpeg, which PDFs do not need) through
 * playwright-core's registry, in a child process whose output is kept, not shown.
 */
function runInstaller(env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  const install = [
    `const { registry } = require(${JSON.stringify(require.resolve("playwright-core/lib/coreBundle"))}).registry;`,
    'registry.install([registry.findExecutable("chromium-headless-shell")])',
    "  .then(() => process.exit(0), (e) => { console.error(e && e.stack ? e.stack : e); process.exit(1); });",
  ].join("\n");
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["-e", install], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    child.on("error", (err) => resolve({ code: 1, output: `${output}\n${String(err)}` }));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * After a download on Linux: the system libraries the new build cannot load (`ldd`, as Playwright's
 * own host check does; its check for this build looks in a folder the headless shell does not have).
 */
function missingLibraries(executablePath: string): string[] {
  const ldd = spawnSync("ldd", [executablePath], { encoding: "utf8" });
  if (ldd.status !== 0) return [];
  return ldd.stdout
    .split("\n")
    .filter((l) => l.includes("=>") && l.trim().endsWith("not found"))
    .map((l) => l.split("=>")[0]?.trim() ?? l);
}

/** A failed download leaves no folder of the build (nor the cache directory, when this run made it). */
function removeLeftovers(shell: PlaywrightBuild, cacheExisted: boolean): void {
  if (!existsSync(shell.markerPath)) rmSync(shell.directory, { recursive: true, force: true });
  if (!cacheExisted) rmSync(dirname(shell.directory), { recursive: true, force: true });
}

async function ensureBrowser(env: NodeJS.ProcessEnv): Promise<void> {
  if (env.MINUTA_SKIP_BROWSER_DOWNLOAD === "1") {
    say("PDF: download do navegador desligado (MINUTA_SKIP_BROWSER_DOWNLOAD=1).");
    return;
  }
  const where = browserDiscoveryFromEnv(env);
  const found = findChromium(where);
  if (found) {
    say(`PDF: navegador ${describeChromium(found)}; nada a baixar.`);
    return;
  }
  if (where.chromiumPath) {
    say(`PDF: CHROMIUM_PATH (${where.chromiumPath}) não é um executável; corrija-o. Nada foi baixado.`);
    return;
  }
  const shell = playwrightBuilds().find((b) => b.name === "chromium-headless-shell");
  if (!shell) {
    say(`PDF: o Playwright não tem navegador para ${process.platform}/${process.arch}; informe um em CHROMIUM_PATH.`);
    return;
  }
  const cacheExisted = existsSync(dirname(shell.directory));
  say(
    `PDF: nenhum navegador encontrado; baixando o Chrome Headless Shell do Playwright (revisão ${shell.revision}) para ${shell.directory}…`,
  );
  const { code, output } = await runInstaller(env);
  if (code === 0 && existsSync(shell.markerPath)) {
    say(`PDF: navegador pronto em ${shell.executablePath}.`);
    const missing = process.platform === "linux" ? missingLibraries(shell.executablePath) : [];
    if (missing.length)
      say(`PDF: faltam bibliotecas do sistema (${missing.join(", ")}); instale-as com: ${LIBRARIES_COMMAND}`);
    return;
  }
  removeLeftovers(shell, cacheExisted);
  const offline = OFFLINE.test(output);
  if (!offline) console.log(output.trim().split("\n").slice(-8).join("\n"));
  for (const line of laterLines(offline, process.platform)) say(line);
}

// Never fails the install: whatever goes wrong is said, and npm goes on.
await ensureBrowser(process.env).catch((err) => {
  say(`PDF: não foi possível verificar o navegador (${String(err)}). Depois rode: ${BROWSER_INSTALL_COMMAND}`);
});
process.exitCode = 0;
