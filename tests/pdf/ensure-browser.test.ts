import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { crc32 } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { findChromium, playwrightBuilds } from "../../src/server/platform/pdf/browser-discovery";
import { testChromium } from "./poppler";

/**
 * The postinstall's browser step (scripts/ensure-browser.ts), run as npm runs it, on a machine played
 * by the environment: no system browser (MINUTA_SYSTEM_CHROMIUM_PATHS=), Playwright's cache in a
 * temporary directory, and the download host either closed (no network) or a local mirror.
 */
const dirs: string[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  for (const s of servers.splice(0)) s.close();
});

function machine() {
  const root = mkdtempSync(join(tmpdir(), "minuta-postinstall-"));
  dirs.push(root);
  const tmp = join(root, "tmp");
  mkdirSync(tmp);
  return { root, cache: join(root, "ms-playwright"), tmp };
}

function run(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const { PLAYWRIGHT_DOWNLOAD_HOST: _host, CHROMIUM_PATH: _path, ...inherited } = process.env;
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/ensure-browser.ts"], {
      env: { ...inherited, MINUTA_SYSTEM_CHROMIUM_PATHS: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.on("close", (code) => resolve({ code, out }));
  });
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: connection refused, as on a machine without network. */
async function closedHost(): Promise<string> {
  const url = await listen(() => undefined);
  await new Promise((r) => servers.pop()?.close(r));
  return url;
}

/** A zip of one file, stored (no compression), with its Unix mode: enough for Playwright's extractor. */
function storedZip(name: string, data: Buffer, mode: number): Buffer {
  const crc = crc32(data);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x21, 12); // 1980-01-01
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE((3 << 8) | 20, 4); // made on Unix: the mode is in the external attributes
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x21, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(((0o100000 | mode) << 16) >>> 0, 38);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + data.length, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

/** What the headless shell's download looks like, its executable a script that starts a real browser. */
function fakeShellZip(root: string): Buffer {
  const shell = playwrightBuilds(root).find((b) => b.name === "chromium-headless-shell");
  if (!shell) throw new Error("no headless shell for this platform");
  const script = `#!/bin/sh\nexec ${testChromium?.executablePath ?? "/bin/true"} "$@"\n`;
  return storedZip(relative(shell.directory, shell.executablePath), Buffer.from(script), 0o755);
}

describe("postinstall: the PDF browser", () => {
  it("offline: exits 0, says the command to run later, leaves nothing half-downloaded", async () => {
    const m = machine();
    const { code, out } = await run({
      PLAYWRIGHT_BROWSERS_PATH: m.cache,
      PLAYWRIGHT_DOWNLOAD_HOST: await closedHost(),
      TMPDIR: m.tmp,
    });
    expect(code).toBe(0);
    expect(out).toMatch(/baixando o Chrome Headless Shell do Playwright \(revisão \d+\) para /);
    expect(out).toMatch(/sem acesso à rede/);
    expect(out).toContain("npx playwright-core install chromium-headless-shell");
    expect(out).toContain("sudo npx playwright-core install-deps chromium-headless-shell");
    expect(existsSync(m.cache)).toBe(false);
    expect(readdirSync(m.tmp).filter((f) => f.startsWith("playwright-download"))).toEqual([]);
  }, 60_000);

  it("offline with a cache already in use: keeps it, adds no folder of the build", async () => {
    const m = machine();
    mkdirSync(join(m.cache, "other-browser-1"), { recursive: true });
    const { code } = await run({
      PLAYWRIGHT_BROWSERS_PATH: m.cache,
      PLAYWRIGHT_DOWNLOAD_HOST: await closedHost(),
      TMPDIR: m.tmp,
    });
    expect(code).toBe(0);
    expect(readdirSync(m.cache).filter((f) => f.startsWith("chromium"))).toEqual([]);
    expect(existsSync(join(m.cache, "other-browser-1"))).toBe(true);
  }, 60_000);

  it("downloads with playwright-core's installer (from a local mirror) and the server then finds it", async () => {
    const m = machine();
    const zip = fakeShellZip(m.root);
    const requests: string[] = [];
    const host = await listen((req, res) => {
      requests.push(req.url ?? "");
      res.writeHead(200, { "content-type": "application/zip", "content-length": zip.length }).end(zip);
    });
    const { code, out } = await run({ PLAYWRIGHT_BROWSERS_PATH: m.cache, PLAYWRIGHT_DOWNLOAD_HOST: host });
    expect(code).toBe(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/chrome-headless-shell/);
    expect(out).toMatch(/navegador pronto em /);
    expect(out.split("\n").filter((l) => l.startsWith("[minuta]"))).toHaveLength(2);
    const found = findChromium({ systemPaths: [], playwrightCacheDir: m.cache });
    expect(found).toMatchObject({ source: "playwright", build: expect.stringMatching(/^chromium-headless-shell /) });
  }, 60_000);

  it("a system browser is used as it is: nothing is downloaded", async () => {
    const m = machine();
    const host = await listen((_req, res) => res.writeHead(500).end());
    const { code, out } = await run({
      MINUTA_SYSTEM_CHROMIUM_PATHS: "/bin/true",
      PLAYWRIGHT_BROWSERS_PATH: m.cache,
      PLAYWRIGHT_DOWNLOAD_HOST: host,
    });
    expect(code).toBe(0);
    expect(out).toContain("[minuta] PDF: navegador /bin/true (Chromium/Chrome do sistema); nada a baixar.");
    expect(out).not.toMatch(/baixando/);
    expect(existsSync(m.cache)).toBe(false);
  }, 60_000);

  it.each([
    [{ MINUTA_SKIP_BROWSER_DOWNLOAD: "1" }, /download do navegador desligado \(MINUTA_SKIP_BROWSER_DOWNLOAD=1\)/],
    [{ CHROMIUM_PATH: "/nonexistent/chrome" }, /CHROMIUM_PATH \(\/nonexistent\/chrome\) não é um executável/],
  ])(
    "%o: no download, exit 0",
    async (env, said) => {
      const m = machine();
      const { code, out } = await run({
        ...env,
        PLAYWRIGHT_BROWSERS_PATH: m.cache,
        PLAYWRIGHT_DOWNLOAD_HOST: await closedHost(),
      });
      expect(code).toBe(0);
      expect(out).toMatch(said);
      expect(out).not.toMatch(/baixando/);
      expect(existsSync(m.cache)).toBe(false);
    },
    60_000,
  );
});
