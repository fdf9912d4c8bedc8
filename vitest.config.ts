import { configDefaults, defineConfig } from "vitest/config";
import { allTestFiles, databaseTestFiles } from "./tests/support/projects.ts";

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
    environment: "node",
    projects: [
      { extends: true, test: { name: "once", include: once } },
      {
        extends: true,
        test: { name: "database", include: database, globalSetup: ["tests/support/global-setup.ts"] },
      },
    ],
  },
});
