import type { FastifyInstance, InjectOptions } from "fastify";
import type { RoleSlug } from "../../src/domain/auth/permissions";
import { buildApp } from "../../src/server/app";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { subscriptionPlans } from "../../src/server/db/tables/plans";
import { buildDeps, closeDeps } from "../../src/server/deps";
import { createAccount } from "../../src/server/modules/users/create-account";
import { loadConfig } from "../../src/server/platform/config";
import type { Database, Db } from "../../src/server/platform/db/client";
import type { Deps, Logger, Resolver } from "../../src/server/platform/deps";
import { devOutboxMailer, type SystemMailer } from "../../src/server/platform/mail/system-mailer";
import type { StorageConfig } from "../../src/server/platform/storage/storage-config";
import { openTestDatabase } from "./database";
import { rendersInline } from "./inline-renders";

/** Tests keep their output clean; failures show through assertions, not logs. */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A resolver that answers from tables and records every name asked (`asked`). */
export interface FakeResolver extends Resolver {
  asked: string[];
}

/**
 * The DNS of tests (issue 38 §11): TXT records and addresses from the tables a test fills, every other
 * name does not exist (ENOTFOUND); each name asked is recorded. The default of createTestContext, so
 * no test asks the network's DNS for a customer's or an integration's name.
 */
export function fakeResolver(
  tables: { txt?: Map<string, string[][]>; addresses?: Map<string, string[]> } = {},
): FakeResolver {
  const asked: string[] = [];
  const answer =
    <T>(table: Map<string, T> | undefined, kind: string) =>
    async (name: string) => {
      asked.push(name);
      const found = table?.get(name);
      if (found === undefined) throw Object.assign(new Error(`${kind} ENOTFOUND ${name}`), { code: "ENOTFOUND" });
      return found;
    };
  return { asked, txt: answer(tables.txt, "queryTxt"), addresses: answer(tables.addresses, "getaddrinfo") };
}

export const APP_URL = "http://localhost:3000";
export const ORIGIN = { origin: APP_URL };

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Db;
  deps: Deps;
  mailer: SystemMailer;
  close(): Promise<void>;
}

/** The real application on a fresh test database, with a capturing mailer. */
export async function createTestContext(
  overrides: {
    authRateLimitMax?: number;
    signupRateLimitMax?: number;
    zapsignApiUrl?: string;
    /** TSA_URL: the RFC 3161 time-stamp authority of the built-in seal. */
    tsaUrl?: string;
    outboundTimeoutMs?: number;
    /** OUTBOUND_ALLOW_PRIVATE: off as in production; tests that call local fakes opt in. */
    outboundAllowPrivate?: boolean;
    /** TRUST_PROXY (off by default). */
    trustProxy?: false | string;
    /** Per-minute limits of the public signing routes (high by default, so tests are not limited by accident). */
    signRateLimit?: { perToken: number; perAddress: number };
    /** ZAPSIGN_FILE_HOSTS: where signed files may be downloaded from (ZapSign's hosts by default). */
    zapsignFileHosts?: string[];
    /** Requests a minute per API key on /api/v1 (API_RATE_LIMIT_PER_MINUTE; 600 by default). */
    apiRateLimitPerMinute?: number;
    /** Development without SMTP_URL: unconfigured deliveries go to the development outbox (decision 0028). */
    devOutbox?: boolean;
    /** STORAGE: the database by default; an S3 bucket (tests/helpers/s3-server.ts) for the storage suites. */
    storage?: StorageConfig;
    /** SUPPORT_INBOUND_ADDRESS / _SECRET: replies to support e-mails are received (decision 0050); unset by default. */
    supportInbound?: { address: string; secret: string };
    /** Replace single dependencies (a fake PDF service, a job queue with a short poll…). */
    deps?: Partial<Deps>;
    /** PDF_READY_WAIT_MS: how long a download waits for the render job (8 s by default). */
    pdfReadyWaitMs?: number;
    /**
     * "inline" (default): a finalized document's render job runs as it is queued (tests/helpers/inline-renders.ts);
     * "queued": it goes to the job queue like every other job (the tests of the render job itself).
     */
    renders?: "inline" | "queued";
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const mailer = devOutboxMailer(() => undefined);
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      APP_URL,
      AUTH_SECRET: "test-secret-test-secret-test-secret",
      ENCRYPTION_KEY: "test-encryption-key-0123456789abcdef",
    }),
    authRateLimitMax: overrides.authRateLimitMax ?? 1000,
    signupRateLimitMax: overrides.signupRateLimitMax ?? 1000,
    zapsignApiUrl: overrides.zapsignApiUrl,
    tsaUrl: overrides.tsaUrl,
    outboundTimeoutMs: overrides.outboundTimeoutMs,
    outboundAllowPrivate: overrides.outboundAllowPrivate ?? false,
    trustProxy: overrides.trustProxy ?? false,
    signRateLimit: overrides.signRateLimit ?? { perToken: 1000, perAddress: 10_000 },
    ...(overrides.zapsignFileHosts ? { zapsignFileHosts: overrides.zapsignFileHosts } : {}),
    devOutbox: overrides.devOutbox ?? false,
    ...(overrides.storage ? { storage: overrides.storage } : {}),
    ...(overrides.apiRateLimitPerMinute ? { apiRateLimitPerMinute: overrides.apiRateLimitPerMinute } : {}),
    ...(overrides.supportInbound ? { supportInbound: overrides.supportInbound } : {}),
    ...(overrides.pdfReadyWaitMs ? { pdfReadyWaitMs: overrides.pdfReadyWaitMs } : {}),
  };
  const deps = await buildDeps(config, {
    database,
    mailer,
    log: silentLogger,
    resolver: fakeResolver(),
    ...overrides.deps,
  });
  if (overrides.renders !== "queued") deps.jobs = rendersInline(deps.jobs, () => deps);
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    database,
    db: database.db,
    mailer,
    async close() {
      await app.close();
      await closeDeps(deps, 2_000);
    },
  };
}

/** The link of the newest e-mail sent to `to`. */
export function lastLinkTo(mailer: SystemMailer, to: string): string {
  const message = mailer.outbox().find((m) => m.to === to);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no e-mail with a link to ${to}`);
  return link;
}

let seq = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}.${Date.now()}.${seq++}@teste.com.br`;

/** Creates a corporate account (with an optional plan) and returns its id. */
export async function createCorporateAccount(db: Db, name = `Empresa ${seq++}`, planId?: string): Promise<string> {
  const [row] = await db
    .insert(corporateAccounts)
    .values({ name, planId: planId ?? null })
    .returning({ id: corporateAccounts.id });
  if (!row) throw new Error("account not created");
  return row.id;
}

export async function createPlan(db: Db, name: string, featuresConfig: Record<string, unknown>): Promise<string> {
  const [row] = await db
    .insert(subscriptionPlans)
    .values({ name, featuresConfig, monthlyPrice: 99.9, annualPrice: 999 })
    .returning({ id: subscriptionPlans.id });
  if (!row) throw new Error("plan not created");
  return row.id;
}

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  cookie: string;
}

/** A confirmed user with a role (and account), signed in: `cookie` authenticates later requests. */
export async function createSignedInUser(
  ctx: TestContext,
  role: RoleSlug,
  opts: { accountId?: string | null; fullName?: string; email?: string } = {},
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail(role);
  const password = "senha-segura-1";
  const { userId } = await createAccount(ctx.db, {
    email,
    password,
    fullName: opts.fullName ?? `Teste ${role}`,
    roleSlug: role,
    corporateAccountId: opts.accountId ?? null,
    emailVerified: true,
  });
  const cookie = await signIn(ctx.app, email, password);
  return { userId, email, password, cookie };
}

/** Signs in through Better Auth and returns the Cookie header value. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: ORIGIN,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed ${res.statusCode}: ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** An API call as a signed-in user (or anonymous without cookie), with a same-origin Origin header. */
export function api(ctx: TestContext, opts: InjectOptions & { cookie?: string }) {
  const { cookie, headers, ...rest } = opts;
  return ctx.app.inject({ ...rest, headers: { ...ORIGIN, ...(cookie ? { cookie } : {}), ...headers } });
}

/** POSTs a file's raw bytes (the upload routes read the type from the bytes, never from the header). */
export function uploadBytes(ctx: TestContext, cookie: string, url: string, bytes: Buffer) {
  return api(ctx, {
    method: "POST",
    url,
    cookie,
    payload: bytes,
    headers: { "content-type": "application/octet-stream" },
  });
}
