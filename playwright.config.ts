import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL, E2E_INBOUND, E2E_PORT, E2E_SMTP_HTTP_PORT, E2E_SMTP_PORT } from "./e2e/support/env";
import { browserDiscoveryFromEnv, findChromium } from "./src/server/platform/pdf/browser-discovery";

/**
 * Browser: found as the PDF service finds it (CHROMIUM_PATH, the system's, Playwright's cache); a run
 * that hides every browser from the server (MINUTA_SYSTEM_CHROMIUM_PATHS=) still drives Debian's.
 */
const executablePath = findChromium(browserDiscoveryFromEnv(process.env))?.executablePath ?? "/usr/bin/chromium";
const dataDir = join(tmpdir(), `minuta-e2e-${E2E_PORT}`);

/**
 * A fresh embedded database per run in `dataDir`; the server runs from its bundle (dist/server), as
 * `npm start` does, with `env` on top of the port and address (playwright.newcomer.config.ts too).
 */
export function appServer(dataDir: string, env: Record<string, string>) {
  return {
    command: `rm -rf "${dataDir}" && node scripts/ensure-web-build.mjs && node dist/server/main.js`,
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(E2E_PORT), APP_URL: E2E_BASE_URL, DATA_DIR: dataDir, ...env },
  };
}

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // The newcomer's path runs on its own server with nothing configured: playwright.newcomer.config.ts.
  testIgnore: "newcomer/**",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: E2E_BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      command: "node node_modules/.bin/tsx e2e/support/smtp-catcher.ts",
      url: `http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/messages`,
      env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), E2E_SMTP_HTTP_PORT: String(E2E_SMTP_HTTP_PORT) },
      reuseExistingServer: false,
      stdout: "pipe",
    },
    appServer(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      BOOTSTRAP_ADMIN_EMAIL: E2E_ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT_MAX: "1000",
      SIGNUP_RATE_LIMIT_MAX: "1000",
      // The e2e's SMTP catcher (tenant SMTP test) listens on 127.0.0.1: opt in like a self-hoster (decision 0019).
      OUTBOUND_ALLOW_PRIVATE: "1",
      // Support e-mails carry a Reply-To, and the spec delivers replies as the mail server would (0050).
      SUPPORT_INBOUND_ADDRESS: E2E_INBOUND.address,
      SUPPORT_INBOUND_SECRET: E2E_INBOUND.secret,
    }),
  ],
});
