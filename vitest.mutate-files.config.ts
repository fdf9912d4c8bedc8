import { configDefaults, defineConfig } from "vitest/config";

/**
 * The tests of `MUTATE_SCOPE=files` (stryker.config.mjs): the comma-separated test files in MUTATE_TESTS,
 * the ones that cover the files in MUTATE_FILES — a minute or two per file instead of hours.
 */
export default defineConfig({
  test: {
    include: (process.env.MUTATE_TESTS ?? "").split(",").filter(Boolean),
    exclude: [...configDefaults.exclude],
    pool: "forks",
    environment: "node",
  },
});
