/**
 * What the load and live benches share (issue 28): a fresh PostgreSQL database, Minuta started as a
 * real process on it (src/server/main.ts, MINUTA_ROLE=all unless told), tenants seeded straight
 * into the database, and their users signed in over HTTP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import pg from "pg";
import { seed } from "../src/server/db/seed";
import { corporateAccounts } from "../src/server/db/tables/accounts";
import { generatedDocuments } from "../src/server/db/tables/documents";
import { documentTemplates } from "../src/server/db/tables/templates";
import { createAccount } from "../src/server/modules/users/create-account";
import { type Database, openPostgres } from "../src/server/platform/db/client";
import { createCategory } from "../tests/templates/fixtures";
import { freePort } from "./start";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const BENCH_PASSWORD = "senha-bench-1";

/** A new database on the bench's PostgreSQL, migrated and seeded; `drop` removes it. */
export async function benchDatabase(
  prefix: string,
): Promise<{ url: string; database: Database; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  await seed(database.db);
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      const again = new pg.Client({ connectionString: ADMIN_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface BenchServer {
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** Minuta as its own process on `dbUrl` (limits lifted: the bench measures work, not refusals). */
export async function startBenchServer(dbUrl: string, env: Record<string, string> = {}, nodeArgs: string[] = []) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      AUTH_SECRET: "bench-secret-bench-secret-0123456789",
      ENCRYPTION_KEY: "bench-key-bench-key-0123456789abcdef",
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      AUTH_RATE_LIMIT_MAX: "100000000",
      SIGNUP_RATE_LIMIT_MAX: "100000000",
      API_RATE_LIMIT_PER_MINUTE: "100000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proc.stdout?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  proc.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  const deadline = Date.now() + 120_000;
  while (!output.includes("Minuta pronto")) {
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`servidor não iniciou:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stopped = new Promise((resolve) => proc.on("exit", resolve));
  return {
    url,
    proc,
    async stop() {
      proc.kill("SIGTERM");
      await stopped;
    },
  } satisfies BenchServer;
}

export interface BenchUser {
  email: string;
  userId: string;
  accountId: string;
  role: "corporate_admin" | "standard_user";
  cookie: string;
}

export interface BenchTenant {
  accountId: string;
  templateId: string;
  categoryId: string;
  users: BenchUser[];
  documentIds: string[];
}

/** `accounts` accounts, each with admins and standard users, a template and `docsPerUser` finalized documents per user. */
export async function seedTenants(
  database: Database,
  opts: { accounts: number; admins: number; standards: number; docsPerUser: number },
): Promise<BenchTenant[]> {
  const db = database.db;
  const tenants: BenchTenant[] = [];
  for (let a = 0; a < opts.accounts; a++) {
    const [account] = await db
      .insert(corporateAccounts)
      .values({ name: `Empresa Bench ${a}` })
      .returning();
    if (!account) throw new Error("no account");
    const categoryId = await createCategory(db, [account.id], `Contratos ${a}`);
    const [template] = await db
      .insert(documentTemplates)
      .values({
        title: "Contrato de prestação",
        categoryId,
        corporateAccountId: account.id,
        templateContent: "<h1>Contrato</h1><p>Contrato de prestação de serviços com {{nome}}.</p>",
        variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
      })
      .returning();
    if (!template) throw new Error("no template");
    const tenant: BenchTenant = {
      accountId: account.id,
      templateId: template.id,
      categoryId,
      users: [],
      documentIds: [],
    };
    const roles = [
      ...Array.from({ length: opts.admins }, () => "corporate_admin" as const),
      ...Array.from({ length: opts.standards }, () => "standard_user" as const),
    ];
    for (const [i, role] of roles.entries()) {
      const email = `u${i}.a${a}@bench.minuta`;
      const { userId } = await createAccount(db, {
        email,
        password: BENCH_PASSWORD,
        fullName: `Usuário ${i} da empresa ${a}`,
        roleSlug: role,
        corporateAccountId: account.id,
        emailVerified: true,
      });
      tenant.users.push({ email, userId, accountId: account.id, role, cookie: "" });
      if (opts.docsPerUser > 0) {
        const docs = await db
          .insert(generatedDocuments)
          .values(
            Array.from({ length: opts.docsPerUser }, (_, d) => ({
              userId,
              corporateAccountId: account.id,
              templateId: template.id,
              title: `Contrato ${d} de ${email}`,
              finalContent: `<h1>Contrato</h1><p>Contrato de prestação de serviços número ${d}.</p>`,
              status: "finalized",
            })),
          )
          .returning({ id: generatedDocuments.id });
        tenant.documentIds.push(...docs.map((d) => d.id));
      }
    }
    tenants.push(tenant);
  }
  return tenants;
}

/** Signs every user in (Better Auth over HTTP), a few at a time; fills their cookies. */
export async function signInAll(url: string, users: BenchUser[]): Promise<void> {
  const queue = [...users];
  const signInOne = async (user: BenchUser) => {
    const res = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: url, "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login ${user.email}: ${res.status} ${await res.text()}`);
    user.cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let u = queue.shift(); u; u = queue.shift()) await signInOne(u);
    }),
  );
}

/** Percentiles of a list of milliseconds (nearest rank). */
export function percentiles(samples: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...samples].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}
