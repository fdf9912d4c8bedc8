import { join, resolve } from "node:path";

/**
 * Files the server reads at runtime, from the project root. This module sits two levels below the
 * root both as source (src/server/paths.ts, run by tsx and the tests) and inside the bundle
 * (dist/server/main.js, run by `npm start`), so the same relative step finds the root in both.
 */
export const projectRoot = resolve(import.meta.dirname, "../..");
export const webRoot = join(projectRoot, "dist/web");
export const migrationsFolder = join(projectRoot, "src/server/db/migrations");
/** An empty PGlite cluster made at build time (scripts/build-server.mjs): a new DATA_DIR skips initdb. */
export const pgdataTemplate = join(projectRoot, "dist/server/pgdata-template.tar.gz");
