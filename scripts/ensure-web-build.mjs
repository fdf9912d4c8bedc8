// Builds the web bundle when it is missing or older than its sources, so that a fresh
// `npm install && npm start` serves the product without a separate build step.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const out = "dist/web/index.html";
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
const sources = ["src/web", "src/domain"].filter(existsSync);
const stale = !existsSync(out) || sources.some((d) => newest(d) > statSync(out).mtimeMs);
if (stale) {
  if (!existsSync("node_modules/.bin/vite")) {
    console.warn("[minuta] vite não está instalado; a interface web não foi construída.");
  } else {
    console.log("[minuta] construindo a interface web…");
    execSync("npx vite build --logLevel warn", { stdio: "inherit" });
  }
}
