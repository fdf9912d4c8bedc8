import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Files the server reads at runtime, from the project root: the nearest folder above this code
 * with a package.json. This module runs as source (src/server/platform/paths.ts, under tsx and the
 * tests) and inside the bundle (dist/server/main.js, `npm start`) at different depths.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) return from;
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);
export const webRoot = join(projectRoot, "dist/web");
export const migrationsFolder = join(projectRoot, "src/server/db/migrations");
/** An empty PGlite cluster made at build time (scripts/build-server.mjs): a new DATA_DIR skips initdb. */
export const pgdataTemplate = join(projectRoot, "dist/server/pgdata-template.tar.gz");
