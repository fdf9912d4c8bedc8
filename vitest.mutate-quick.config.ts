import { configDefaults, defineConfig } from "vitest/config";

/**
 * The unit tests of `npm run mutate:quick` (stryker.config.mjs): no database, no global setup, so
 * each mutant costs milliseconds.
 */
export default defineConfig({
  test: {
    include: [
      "src/domain/shared/brazil.test.ts",
      "src/domain/templates/variables.test.ts",
      "src/domain/settings/settings.test.ts",
      "src/server/platform/html/html-sanitizer.test.ts",
    ],
    exclude: [...configDefaults.exclude],
    pool: "forks",
    environment: "node",
  },
});
