/**
 * Document list API over 1,000,000 documents in 1,000 accounts on the local PostgreSQL
 * (BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/minuta_docs): p95 of
 * GET /api/documents through the whole app vs the very same SQL (captured from the app's own
 * queries) run bare through `pg`, for a corporate admin and a standard user, first page and page 500.
 * Goal: the API within 1.5× of the bare SQL.
 */
import pg from "pg";
import { buildApp } from "../src/server/app";
import { seed } from "../src/server/db/seed";
import { buildDeps, closeDeps } from "../src/server/deps";
import { createAccount } from "../src/server/modules/users/create-account";
import { loadConfig } from "../src/server/platform/config";
import { openPostgres } from "../src/server/platform/db/client";
import { devOutboxMailer } from "../src/server/platform/mail/system-mailer";

const url = process.env.BENCH_DATABASE_URL;
const ACCOUNTS = 1000;
const DOCUMENTS = 1_000_000;
/** The measured account holds 10,000 documents, half of them the measured standard user's. */
const BENCH_ACCOUNT_DOCS = 10_000;

async function p95(iterations: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const s = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(0.95 * (samples.length - 1))] ?? 0;
}

/** Fills the database once (skipped when the documents are already there). */
async function generate(client: pg.Client, adminId: string, standardId: string, benchAccount: string) {
  const { rows } = await client.query("select count(*)::int as n from generated_documents");
  if (rows[0].n >= DOCUMENTS) return;
  console.log("generating 1,000,000 documents (once)…");
  const started = Date.now();
  await client.query("begin");
  // Bulk load: skip the per-row NOTIFY trigger and FK checks (data is consistent by construction).
  await client.query("set local session_replication_role = replica");
  await client.query(`
    insert into corporate_accounts (id, name)
    select md5('acc' || g)::uuid, 'Empresa ' || g from generate_series(1, ${ACCOUNTS - 1}) g
    on conflict do nothing`);
  await client.query(`
    insert into users (id, name, email, email_verified)
    select 'bench-user-' || g, 'Usuário ' || g, 'bench' || g || '@minuta.local', true
    from generate_series(1, ${(ACCOUNTS - 1) * 10}) g on conflict do nothing`);
  await client.query(`
    insert into user_metadata (user_id, full_name, corporate_account_id)
    select 'bench-user-' || g, 'Usuário ' || g, md5('acc' || ((g - 1) / 10 + 1))::uuid
    from generate_series(1, ${(ACCOUNTS - 1) * 10}) g on conflict do nothing`);
  const cat = await client.query(
    "insert into categories (name) values ('Bench') on conflict (name) do update set name = excluded.name returning id",
  );
  const tpl = await client.query(
    "insert into document_templates (title, category_id, template_content) values ('Contrato de Locação', $1, '<p>{{nome}}</p>') returning id",
    [cat.rows[0].id],
  );
  const templateId = tpl.rows[0].id as string;
  const others = DOCUMENTS - BENCH_ACCOUNT_DOCS;
  const statuses = "(array['draft','finalized','pending_signature','signed'])[1 + g % 4]";
  await client.query(
    `insert into generated_documents (template_id, user_id, corporate_account_id, title, final_content, status, created_at)
     select $1, 'bench-user-' || (1 + g % ${(ACCOUNTS - 1) * 10}), md5('acc' || ((g % ${(ACCOUNTS - 1) * 10}) / 10 + 1))::uuid,
            'Contrato de Locação - ' || g, '<p>documento</p>', ${statuses},
            now() - (g || ' seconds')::interval
     from generate_series(1, ${others}) g`,
    [templateId],
  );
  await client.query(
    `insert into generated_documents (template_id, user_id, corporate_account_id, title, final_content, status, created_at)
     select $1, case when g % 2 = 0 then $2 else $3 end, $4::uuid, 'Contrato de Locação - B' || g, '<p>documento</p>',
            ${statuses}, now() - (g || ' seconds')::interval
     from generate_series(1, ${BENCH_ACCOUNT_DOCS}) g`,
    [templateId, standardId, adminId, benchAccount],
  );
  await client.query("commit");
  await client.query("analyze");
  console.log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Records the SQL the app sends for the list, to replay it bare. */
function captureQueries() {
  const captured: { text: string; values: unknown[] }[] = [];
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: wrapping pg's overloaded query for capture only.
  (pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
    const [first, second] = args;
    const text = typeof first === "string" ? first : first?.text;
    if (typeof text === "string" && text.includes('from "generated_documents"')) {
      captured.push({ text, values: (typeof first === "string" ? second : (first?.values ?? second)) ?? [] });
    }
    return original.apply(this, args as never);
  };
  return {
    take: () => captured.splice(0),
    restore: () => {
      pg.Client.prototype.query = original;
    },
  };
}

export async function benchDocumentList() {
  if (!url) {
    console.log("document list bench: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/minuta_docs)");
    return;
  }
  const database = openPostgres(url);
  await database.migrate();
  await seed(database.db);
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      AUTH_SECRET: "bench-secret-bench-secret-123456",
      ENCRYPTION_KEY: "bench-encryption-key-0123456789",
    }),
    authRateLimitMax: 1e6,
  };
  const deps = await buildDeps(config, {
    database,
    mailer: devOutboxMailer(() => undefined),
    log: { info: () => undefined, warn: () => undefined, error: console.error },
  });
  const app = await buildApp(deps);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const bare = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const benchAccount = "00000000-0000-4000-8000-00000000be01";
    await client.query("insert into corporate_accounts (id, name) values ($1, 'Bench Ltda') on conflict do nothing", [
      benchAccount,
    ]);
    const ensure = async (email: string, roleSlug: "corporate_admin" | "standard_user") => {
      const found = await client.query("select id from users where email = $1", [email]);
      if (found.rows[0]) return found.rows[0].id as string;
      const { userId } = await createAccount(database.db, {
        email,
        password: "bench-123",
        fullName: email,
        roleSlug,
        corporateAccountId: benchAccount,
        emailVerified: true,
      });
      return userId;
    };
    const adminId = await ensure("bench-admin@minuta.local", "corporate_admin");
    const standardId = await ensure("bench-standard@minuta.local", "standard_user");
    await generate(client, adminId, standardId, benchAccount);

    const signIn = async (email: string) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: config.appUrl },
        payload: { email, password: "bench-123" },
      });
      return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    };
    const cookies = {
      "corporate admin": await signIn("bench-admin@minuta.local"),
      "standard user": await signIn("bench-standard@minuta.local"),
    };
    const capture = captureQueries();
    const runs = 100;
    for (const [who, cookie] of Object.entries(cookies)) {
      for (const page of [1, 500]) {
        const inject = () =>
          app.inject({ method: "GET", url: `/api/documents?page=${page}`, headers: { cookie } }).then((r) => {
            if (r.statusCode !== 200) throw new Error(r.body);
          });
        capture.take();
        await inject();
        const queries = capture.take();
        const apiP95 = await p95(runs, inject);
        // The app runs the page and the count in parallel; do the same bare.
        const bareP95 = await p95(runs, () => Promise.all(queries.map((q) => bare.query(q.text, q.values))));
        console.log(
          `${`GET /api/documents ${who}, page ${page}`.padEnd(48)} API p95 ${apiP95.toFixed(2)} ms  bare SQL p95 ${bareP95.toFixed(2)} ms  ratio ${(apiP95 / bareP95).toFixed(2)}×  (goal ≤ 1.5×)`,
        );
      }
    }
    capture.restore();
  } finally {
    await client.end();
    await bare.end();
    await app.close();
    await closeDeps(deps);
  }
}
