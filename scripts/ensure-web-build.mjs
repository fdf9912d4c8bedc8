// Builds what `npm start` runs when it is missing or older than its sources, so that a fresh
// `npm install && npm start` serves the product without a separate build step:
//  - the web bundle (dist/web) from src/web and src/domain, with Vite;
//  - the server bundle (dist/server/main.js) from src/server and src/domain, with esbuild
//    (scripts/build-server.mjs), also rebuilt when the installed packages change.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildServer, SERVER_OUT } from "./build-server.mjs";

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = 0;
  for (const e of readdirSync(path, { withFileTypes: true })) t = Math.max(t, newest(join(path, e.name)));
  return t;
}
const stale = (out, sources) => !existsSync(out) || sources.some((s) => newest(s) > statSync(out).mtimeMs);

const webSources = [
  "src/web",
  "src/domain",
  "vite.config.ts",
  "scripts/precompress.ts",
  "scripts/inline-css.ts",
  "scripts/route-html.ts",
];
if (stale("dist/web/index.html", webSources)) {
  if (!existsSync("node_modules/.bin/vite")) {
    console.warn("[minuta] vite não está instalado; a interface web não foi construída.");
  } else {
    console.log("[minuta] construindo a interface web…");
    execSync("npx vite build --logLevel warn", { stdio: "inherit" });
  }
}

if (stale(SERVER_OUT, ["src/server", "src/domain", "package.json", "package-lock.json", "scripts/build-server.mjs"])) {
  console.log("[minuta] construindo o servidor…");
  await buildServer();
}
