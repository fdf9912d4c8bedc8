// Bundles the server into dist/server/main.js, so `npm start` runs plain JavaScript instead of
// compiling TypeScript with tsx at every start (`npm run dev` keeps tsx). Run by ensure-web-build.mjs
// at install and start when the server's sources changed, or directly: `node scripts/build-server.mjs`.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const SERVER_OUT = "dist/server/main.js";
/** Read by src/server/platform/db/client.ts (openDatabase) through src/server/platform/paths.ts. */
const PGDATA_TEMPLATE = "dist/server/pgdata-template.tar.gz";

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
  await writePgdataTemplate();
}

/**
 * An empty PGlite cluster, made here, so a new DATA_DIR starts from it instead of running initdb
 * (≈ 3 s of CPU) at its first start. Made again only when the installed PGlite's version changes.
 */
async function writePgdataTemplate() {
  const version = JSON.parse(readFileSync("node_modules/@electric-sql/pglite/package.json", "utf8")).version;
  const stamp = `${PGDATA_TEMPLATE}.version`;
  if (existsSync(PGDATA_TEMPLATE) && existsSync(stamp) && readFileSync(stamp, "utf8") === version) return;
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = await PGlite.create();
  try {
    const dump = await pglite.dumpDataDir("gzip");
    writeFileSync(PGDATA_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
    writeFileSync(stamp, version);
  } finally {
    await pglite.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const t = performance.now();
  await buildServer();
  console.log(`[minuta] servidor construído em ${SERVER_OUT} (${Math.round(performance.now() - t)} ms)`);
}
