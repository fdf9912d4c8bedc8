// Bundles the server into dist/server/main.js, so `npm start` runs plain JavaScript instead of
// compiling TypeScript with tsx at every start (`npm run dev` keeps tsx). Run by ensure-web-build.mjs
// at install and start when the server's sources changed, or directly: `node scripts/build-server.mjs`.
import { rmSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const SERVER_OUT = "dist/server/main.js";

/**
 * Packages left to Node at runtime instead of being bundled: they read files beside their own code
 * (PGlite's wasm and data files, playwright-core's browser protocol files, pino's worker threads),
 * are CommonJS loaded in their own way (pg-boss, pg) or optional natives (pg-native). playwright-core
 * is also imported lazily, on the first PDF.
 */
export const SERVER_EXTERNALS = [
  "@electric-sql/pglite",
  "pg-boss",
  "pg",
  "pg-native",
  "playwright-core",
  "pino",
  "thread-stream",
];

export async function buildServer() {
  const esbuild = await import("esbuild");
  rmSync("dist/server", { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { main: "src/server/main.ts" },
    outdir: "dist/server",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: SERVER_EXTERNALS,
    // Bundled CommonJS packages call require() for Node's built-ins; ESM has no require of its own.
    banner: {
      js: 'import { createRequire as __minutaRequire } from "node:module";\nconst require = __minutaRequire(import.meta.url);',
    },
    legalComments: "none",
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const t = performance.now();
  await buildServer();
  console.log(`[minuta] servidor construído em ${SERVER_OUT} (${Math.round(performance.now() - t)} ms)`);
}
