/**
 * The JavaScript a signed-out visitor's browser downloads (issue 21 §18: ≤ 100 kB for `/login` and `/`):
 * a production start (`npm start`, NODE_ENV=production, new data directory), then Chromium opens each
 * page in a fresh context, waits until the network is idle, and sums what every script response
 * weighed on the wire (CDP `encodedDataLength`: the compressed body plus its headers, as the browser
 * received it). FIRST_PAGE_URL=http://host:port measures a server that is already running;
 * FIRST_PAGE_PAGES=/login,/,/landing picks the pages; FIRST_PAGE_VERBOSE=1 lists every script.
 * `npx tsx bench/first-page-js.ts` (also run by `npm run bench`).
 */
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { withProductionServer } from "./start";

const PAGES = (process.env.FIRST_PAGE_PAGES ?? "/login,/,/landing").split(",");
/** Issue 21 §18: the budget for /login and / (measured, printed beside the figure, never asserted). */
export const FIRST_PAGE_BUDGET_KB = 100;

export type ScriptLoad = { url: string; bytes: number };

/** Every script a fresh visit of `url` downloads until the network is idle, with its bytes on the wire. */
export async function scriptsOnTheWire(url: string): Promise<ScriptLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const scripts = new Map<string, string>();
    const loads: ScriptLoad[] = [];
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script") scripts.set(e.requestId, e.response.url);
    });
    cdp.on("Network.loadingFinished", (e) => {
      const scriptUrl = scripts.get(e.requestId);
      if (scriptUrl) loads.push({ url: scriptUrl, bytes: e.encodedDataLength });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return loads;
  } finally {
    await browser.close();
  }
}

async function measure(baseUrl: string): Promise<void> {
  for (const path of PAGES) {
    const loads = await scriptsOnTheWire(`${baseUrl}${path}`);
    const kb = loads.reduce((sum, l) => sum + l.bytes, 0) / 1024;
    const budget = path === "/login" || path === "/" ? ` (budget ${FIRST_PAGE_BUDGET_KB} kB)` : "";
    console.log(
      `${`JavaScript on the wire ${path}`.padEnd(48)} ${kb.toFixed(1).padStart(10)} kB  (${loads.length} files)${budget}`,
    );
    if (process.env.FIRST_PAGE_VERBOSE === "1")
      for (const l of [...loads].sort((a, b) => b.bytes - a.bytes))
        console.log(`  ${(l.bytes / 1024).toFixed(1).padStart(6)} kB  ${new URL(l.url).pathname}`);
  }
}

export async function benchFirstPageJs(): Promise<void> {
  if (process.env.FIRST_PAGE_URL) return measure(process.env.FIRST_PAGE_URL.replace(/\/$/, ""));
  await withProductionServer("first-page", measure);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchFirstPageJs();
