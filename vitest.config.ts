import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.ts"],
    // Fake trees that break the architecture rules on purpose (tests/architecture).
    exclude: [...configDefaults.exclude, "tests/architecture/fixtures/**"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    environment: "node",
  },
});
