/**
 * Lighthouse (12.8.2, default mobile settings: simulated slow 4G and 4× CPU slowdown) on a production
 * start: `npm start` with NODE_ENV=production on a new data directory, then /landing and /login.
 * Prints the four category scores per page (goal ≥ 95 each, issue 8 §5) and the main timings.
 * Chromium: CHROME_PATH, else /usr/bin/chromium. LIGHTHOUSE_URL=http://host:port audits a server
 * that is already running instead; LIGHTHOUSE_PAGES=/login,/landing picks the pages; LIGHTHOUSE_VERBOSE=1
 * lists the audits below 0.9. `npm run bench:lighthouse` (also run by `npm run bench`).
 */
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { withProductionServer } from "./start";

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? "/landing,/login").split(",");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TIMINGS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
] as const;

async function audit(baseUrl: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    for (const path of PAGES) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      const scores = CATEGORIES.map((c) => `${c} ${Math.round((lhr.categories[c]?.score ?? 0) * 100)}`);
      const timings = TIMINGS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? "?"}`);
      console.log(`${`lighthouse ${path}`.padEnd(48)} ${scores.join("  ")}`);
      console.log(`${"".padEnd(48)} ${timings.join("  ")}`);
      if (process.env.LIGHTHOUSE_VERBOSE === "1") {
        for (const [id, a] of Object.entries(lhr.audits)) {
          if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
            console.log(
              `  ${id}: ${a.score} ${a.displayValue ?? ""} ${JSON.stringify((a.details as { items?: unknown })?.items ?? "").slice(0, 600)}`,
            );
        }
      }
    }
  } finally {
    chrome.kill();
  }
}

export async function benchLighthouse(): Promise<void> {
  if (process.env.LIGHTHOUSE_URL) return audit(process.env.LIGHTHOUSE_URL.replace(/\/$/, ""));
  await withProductionServer("lighthouse", async (baseUrl) => {
    // Audit a server that has settled, not one still starting its job workers (a new database
    // creates the queue's schema right after HTTP answers) or compiling its first requests.
    await new Promise((r) => setTimeout(r, 5_000));
    for (const path of PAGES) await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
    await audit(baseUrl);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchLighthouse();
