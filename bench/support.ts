import { PGlite } from "@electric-sql/pglite";
import { buildApp } from "../src/server/app";
import { seed } from "../src/server/db/seed";
import { buildDeps, closeDeps } from "../src/server/deps";
import { createAccount } from "../src/server/modules/auth/create-account";
import { loadConfig } from "../src/server/platform/config";
import { openPglite } from "../src/server/platform/db/client";
import { devOutboxMailer } from "../src/server/platform/mail/system-mailer";

/** An in-memory app with one signed-in corporate admin, for benchmarks. */
export async function createTestContextForBench() {
  const database = openPglite(await PGlite.create());
  await database.migrate();
  await seed(database.db);
  const config = {
    ...loadConfig({ NODE_ENV: "test", AUTH_SECRET: "bench-secret-bench-secret-123456", ENCRYPTION_KEY: "bench" }),
    authRateLimitMax: 1e6,
  };
  const deps = await buildDeps(config, {
    database,
    mailer: devOutboxMailer(() => undefined),
    log: { info: () => undefined, warn: () => undefined, error: console.error },
  });
  const app = await buildApp(deps);
  await createAccount(database.db, {
    email: "bench@minuta.local",
    password: "bench-123",
    fullName: "Bench",
    roleSlug: "corporate_admin",
    emailVerified: true,
  });
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: config.appUrl },
    payload: { email: "bench@minuta.local", password: "bench-123" },
  });
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return {
    app,
    cookie,
    close: async () => {
      await app.close();
      await closeDeps(deps);
    },
  };
}
