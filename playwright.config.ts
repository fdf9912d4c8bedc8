import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import {
  E2E_ADMIN,
  E2E_INBOUND,
  E2E_NEWCOMER_PORT,
  E2E_PORT,
  E2E_SMTP_HTTP_PORT,
  E2E_SMTP_PORT,
} from "./e2e/support/env";
import { browserDiscoveryFromEnv, findChromium } from "./src/server/platform/pdf/browser-discovery";

/**
 * Browser: found as the PDF service finds it (CHROMIUM_PATH, the system's, Playwright's cache); a run
 * that hides every browser from the server (MINUTA_SYSTEM_CHROMIUM_PATHS=) still drives Debian's.
 */
const executablePath = findChromium(browserDiscoveryFromEnv(process.env))?.executablePath ?? "/usr/bin/chromium";

/**
 * A fresh embedded database per run in a data directory of its own; the server runs from its bundle
 * (dist/server, which `npm run build` or the build step of .ci/run made), as `npm start` does, with
 * `env` on top of the port and address.
 */
function appServer(port: number, env: Record<string, string>) {
  const dataDir = join(tmpdir(), `minuta-e2e-${port}`);
  const url = `http://localhost:${port}`;
  return {
    command: `rm -rf "${dataDir}" && node scripts/ensure-web-build.mjs && node dist/server/main.js`,
    url: `${url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), APP_URL: url, DATA_DIR: dataDir, ...env },
  };
}

/**
 * The spec files that change what every account shares, or count across every account: the seal's
 * platform certificate (an A1 uploaded, one that expires; every signed PDF is sealed with it) and the
 * platform-wide totals of the admin dashboard (insight counts the documents before and after its own).
 * They run after the others, one at a time ("platform" project). Every other spec file makes its own
 * accounts, users and templates (named with a time stamp) and runs beside the others on both workers.
 */
const PLATFORM_WIDE = [
  "insight.spec.ts",
  "seal-certificate.spec.ts",
  "signatures.spec.ts",
  "round3-signed-copy.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // Spec files run in parallel (two workers, the cores of a CI machine); a file's tests run in order,
  // since several build on what the test before them made (test.describe.configure serial or shared state).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Two workers share the cores with the server and its Chromium: a test takes longer than alone.
  timeout: 120_000,
  // 20 s (10 s before): on a loaded machine the session check alone ("Carregando") took more than 10 s.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recorded for every test, kept only for a failed one; no video (recording every test costs CPU).
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    video: "off",
    browserName: "chromium",
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
  projects: [
    {
      name: "chromium",
      testIgnore: ["newcomer/**", ...PLATFORM_WIDE],
      use: { baseURL: `http://localhost:${E2E_PORT}` },
    },
    {
      name: "platform",
      testMatch: PLATFORM_WIDE,
      use: { baseURL: `http://localhost:${E2E_PORT}` },
      // After every other spec of the main server (nothing else runs on it meanwhile), one file at a time.
      dependencies: ["chromium"],
      workers: 1,
    },
    {
      // The newcomer's path (issue 21, decision 0028) on its own server with NOTHING configured (below),
      // beside the main server from the start of the run.
      name: "newcomer",
      testDir: "e2e/newcomer",
      timeout: 240_000,
      use: { baseURL: `http://localhost:${E2E_NEWCOMER_PORT}` },
    },
  ],
  // Started once for the whole run, all projects.
  webServer: [
    {
      command: "node node_modules/.bin/tsx e2e/support/smtp-catcher.ts",
      url: `http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/messages`,
      env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), E2E_SMTP_HTTP_PORT: String(E2E_SMTP_HTTP_PORT) },
      reuseExistingServer: false,
      stdout: "pipe",
    },
    appServer(E2E_PORT, {
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
    // The newcomer's server as `npm start` runs it on a fresh data directory: no SMTP_URL, no bootstrap
    // admin, no outbound opt-in, NODE_ENV not production, so every e-mail goes to /dev/mailbox. Blank,
    // should the calling shell have them: the point is a server with nothing configured.
    appServer(E2E_NEWCOMER_PORT, {
      NODE_ENV: "development",
      SMTP_URL: "",
      BOOTSTRAP_ADMIN_EMAIL: "",
      BOOTSTRAP_ADMIN_PASSWORD: "",
    }),
  ],
});
