import { configDefaults, defineConfig } from "vitest/config";

/**
 * The tests of `npm run mutate:unit` (stryker.config.mjs): every test that needs no database and no
 * global setup — the domain's, the platform's and the database-free ones under tests/ — so a mutant
 * costs a fraction of a second instead of a PGlite start.
 */
export default defineConfig({
  test: {
    include: [
      "src/domain/**/*.test.ts",
      "src/server/platform/**/*.test.ts",
      "tests/auth/auth-rules.test.ts",
      "tests/http/guards.test.ts",
      "tests/documents/visibility.test.ts",
      "tests/broadcast/selection.test.ts",
      "tests/batches/spreadsheet.test.ts",
      "tests/branding/email-texts.test.ts",
      "tests/branding/palette.test.ts",
      "tests/insight/workbook.test.ts",
    ],
    exclude: [...configDefaults.exclude],
    pool: "forks",
    environment: "node",
  },
});
