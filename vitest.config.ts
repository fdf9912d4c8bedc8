import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { allTestFiles, databaseTestFiles } from "./tests/helpers/projects.ts";

// Two projects (docs/testing.md): "database" opens the test database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL) and is the only one `npm run test:pg` runs again; "once" is every other test file.
const root = import.meta.dirname;
const database = databaseTestFiles(root);
const once = allTestFiles(root).filter((file) => !database.includes(file));

export default defineConfig({
  test: {
    // Fake trees that break the architecture rules on purpose (tests/architecture).
    exclude: [...configDefaults.exclude, "tests/architecture/fixtures/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every core (Vitest's default leaves one to its main process, which mostly waits; on 2 cores that is
    // one file at a time), also because many files wait on Chromium, LibreOffice, PostgreSQL or a child
    // process. `--maxWorkers=1` undoes it.
    maxWorkers: availableParallelism(),
    environment: "node",
    // `npm run test:coverage`: line coverage of the product code (src/), a summary printed and written to
    // coverage/coverage-summary.json (git-ignored). Off unless asked for: v8 coverage slows every file.
    coverage: {
      provider: "v8",
      include: ["src/**"],
      exclude: ["src/**/*.test.{ts,tsx}"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "coverage",
    },
    projects: [
      { extends: true, test: { name: "once", include: once } },
      {
        extends: true,
        test: { name: "database", include: database, globalSetup: ["tests/helpers/global-setup.ts"] },
      },
    ],
  },
});
