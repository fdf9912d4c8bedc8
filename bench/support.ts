import { PGlite } from "@electric-sql/pglite";
import { DEFAULT_PLAN_FEATURES } from "../src/domain/plans/features";
import { buildApp } from "../src/server/app";
import { seed } from "../src/server/db/seed";
import { corporateAccounts } from "../src/server/db/tables/accounts";
import { subscriptionPlans } from "../src/server/db/tables/plans";
import { buildDeps, closeDeps } from "../src/server/deps";
import { createAccount } from "../src/server/modules/users/create-account";
import { loadConfig } from "../src/server/platform/config";
import type { Db } from "../src/server/platform/db/client";
import { openPglite } from "../src/server/platform/db/client";
import { devOutboxMailer } from "../src/server/platform/mail/system-mailer";

/**
 * An in-memory app with one signed-in corporate admin, for benchmarks; `withAccount`: the admin's
 * corporate account on a plan with "Acesso à API" (the public API's bench).
 */
export async function createTestContextForBench(options: { withAccount?: boolean } = {}) {
  const database = openPglite(await PGlite.create());
  await database.migrate();
  await seed(database.db);
  const config = {
    ...loadConfig({ NODE_ENV: "test", AUTH_SECRET: "bench-secret-bench-secret-123456", ENCRYPTION_KEY: "bench" }),
    authRateLimitMax: 1e6,
    apiRateLimitPerMinute: 1e9,
  };
  const deps = await buildDeps(config, {
    database,
    mailer: devOutboxMailer(() => undefined),
    log: { info: () => undefined, warn: () => undefined, error: console.error },
  });
  const app = await buildApp(deps);
  const accountId = options.withAccount ? await benchAccount(database.db) : null;
  await createAccount(database.db, {
    email: "bench@minuta.local",
    password: "bench-123",
    fullName: "Bench",
    roleSlug: "corporate_admin",
    corporateAccountId: accountId,
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
    db: database.db,
    accountId,
    origin: config.appUrl,
    close: async () => {
      await app.close();
      await closeDeps(deps);
    },
  };
}

/** A corporate account on a plan with API access. */
async function benchAccount(db: Db): Promise<string> {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ name: "Bench API", featuresConfig: { ...DEFAULT_PLAN_FEATURES, api_access_enabled: true } })
    .returning({ id: subscriptionPlans.id });
  const [account] = await db
    .insert(corporateAccounts)
    .values({ name: "Bench Ltda", planId: plan?.id ?? null })
    .returning({ id: corporateAccounts.id });
  if (!account) throw new Error("bench account not created");
  return account.id;
}
