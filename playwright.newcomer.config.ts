import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_PORT } from "./e2e/support/env";
import base, { appServer } from "./playwright.config";

/**
 * The newcomer's path (issue 21, decision 0028): the server as `npm start` runs it on a fresh data
 * directory with NOTHING configured — no SMTP_URL, no bootstrap admin, no outbound opt-in, NODE_ENV
 * not production — so every e-mail goes to the development outbox /dev/mailbox. Run after the main
 * suite by `npm run test:e2e` (same port, one server at a time).
 */
const dataDir = join(tmpdir(), `minuta-e2e-newcomer-${E2E_PORT}`);

export default defineConfig({
  ...base,
  testDir: "e2e/newcomer",
  testMatch: "**/*.spec.ts",
  testIgnore: [],
  timeout: 240_000,
  // Blank, should the calling shell have them: the point is a server with nothing configured.
  webServer: appServer(dataDir, {
    NODE_ENV: "development",
    SMTP_URL: "",
    BOOTSTRAP_ADMIN_EMAIL: "",
    BOOTSTRAP_ADMIN_PASSWORD: "",
  }),
});
