/**
 * Dashboards, reports and broadcast (issue 12) on the local PostgreSQL (BENCH_DATABASE_URL, e.g.
 * postgres://postgres@127.0.0.1:5432/minuta_insight): 1,000 accounts, 20,000 users, documents grown
 * from 100,000 to 1,000,000. For each endpoint: p95 through the whole app (session, gate, Zod,
 * serialisation) vs the very same SQL (built by the same *Sql function) run bare through `pg`, and vs
 * the API's two statements bare (the session check as the app runs it, then that SQL).
 * Goal: API within 1.3× of the bare SQL and p95 < 1 s. Then a broadcast to 10,000 recipients:
 * the 'Enviar' request time (goal ≤ 2 s) and e-mails per second into a local SMTP sink (goal ≥ 300/s).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/minuta_insight npx tsx bench/insight.ts
 *
 * Knobs: BENCH_SIZES=100000,1000000 (the document counts measured; a step the database already exceeds
 * is skipped, so keep one database per size to re-measure both without re-seeding), BENCH_ONLY=broadcast
 * (skips the dashboards) or BENCH_ONLY=dashboards (skips the broadcast), BENCH_RUNS=20 (samples per p95, at
 * least), BENCH_SECONDS=10 (fast endpoints keep sampling that long).
 */
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { SYSTEM_ACCOUNT_ID } from "../src/domain/accounts/system";
import { adminReportQuerySchema } from "../src/domain/insight/insight";
import { buildApp } from "../src/server/app";
import { seed } from "../src/server/db/seed";
import { buildDeps, closeDeps } from "../src/server/deps";
import { SESSION_ACTOR_STATEMENT, sessionActorSql } from "../src/server/modules/auth/actor";
import { broadcastDeliverJob } from "../src/server/modules/broadcast/broadcast-deliver-job";
import { closeBroadcastPools } from "../src/server/modules/broadcast/broadcast-delivery";
import { adminDashboardSql } from "../src/server/modules/insight/admin-dashboard";
import { adminReportSql } from "../src/server/modules/insight/admin-report";
import { corporateDashboardSql } from "../src/server/modules/insight/corporate-dashboard";
import { createAccount } from "../src/server/modules/users/create-account";
import { loadConfig } from "../src/server/platform/config";
import { openPostgres } from "../src/server/platform/db/client";
import { devOutboxMailer } from "../src/server/platform/mail/system-mailer";
import { startSmtpCatcher } from "../tests/fakes/smtp";

const url = process.env.BENCH_DATABASE_URL;
const ACCOUNTS = 1000;
const USERS = 20_000;
const dialect = new PgDialect();

/**
 * p95 of each operation, sampled in turn (A, B, C, A, B, C…) so that load from elsewhere on the
 * machine falls on every side alike.
 */
async function p95Each(iterations: number, ops: Array<() => Promise<unknown>>) {
  for (let i = 0; i < 3; i++) for (const op of ops) await op();
  const samples = ops.map(() => [] as number[]);
  // Fast endpoints keep sampling for BENCH_SECONDS (default 10 s): a p95 of a few ms needs hundreds of
  // samples before one scheduler hiccup stops deciding it.
  const until = Date.now() + Number(process.env.BENCH_SECONDS ?? 10) * 1000;
  for (let i = 0; i < iterations || (Date.now() < until && i < 5000); i++) {
    for (const [k, op] of ops.entries()) {
      const s = process.hrtime.bigint();
      await op();
      samples[k]?.push(Number(process.hrtime.bigint() - s) / 1e6);
    }
  }
  const at = (q: number) => samples.map((xs) => xs.sort((x, y) => x - y)[Math.floor(q * (xs.length - 1))] ?? 0);
  return { p95s: at(0.95), p50s: at(0.5), n: samples[0]?.length ?? 0 };
}

/** A deterministic version-4-shaped uuid per account number (the API accepts RFC uuids only). */
const acc = (g: string) => `overlay(overlay(md5('insight-acc' || ${g}) placing '4' from 13) placing '8' from 17)::uuid`;

/** Accounts (with a plan, paying), 20,000 users and signature requests; documents are added per step. */
async function base(client: pg.Client) {
  const { rows } = await client.query("select count(*)::int as n from user_metadata");
  if (rows[0].n >= USERS) return;
  console.log("generating 1,000 accounts and 20,000 users (once)…");
  await client.query("begin");
  await client.query("set local session_replication_role = replica");
  const plan = await client.query(
    `insert into subscription_plans (name, monthly_price, annual_price, features_config)
     values ('Plano Bench', 199.90, 1999, '{"max_total_users": 30, "monthly_signatures_limit": 100}')
     on conflict (name) do update set name = excluded.name returning id`,
  );
  await client.query(
    `insert into corporate_accounts (id, name, plan_id, subscription_status, subscription_start_date, subscription_end_date)
     select ${acc("g")}, 'Empresa ' || g, $1, case when g % 5 = 0 then 'trial' else 'active' end,
            (current_date - (g % 700))::date, case when g % 3 = 0 then (current_date - (g % 700) + 366)::date end
     from generate_series(1, ${ACCOUNTS}) g on conflict do nothing`,
    [plan.rows[0].id],
  );
  await client.query(
    `insert into users (id, name, email, email_verified)
     select 'ins-user-' || g, 'Usuário ' || g, 'ins' || g || '@minuta.local', true
     from generate_series(1, ${USERS}) g on conflict do nothing`,
  );
  await client.query(
    `insert into user_metadata (user_id, full_name, corporate_account_id, created_at)
     select 'ins-user-' || g, 'Usuário ' || g, ${acc("((g - 1) % 1000 + 1)")}, now() - ((g % 700) || ' days')::interval
     from generate_series(1, ${USERS}) g on conflict do nothing`,
  );
  await client.query(
    "insert into categories (name) values ('Bench Insight') on conflict (name) do update set name = excluded.name",
  );
  await client.query(
    "insert into document_templates (title, template_content) select 'Modelo ' || g, '<p>x</p>' from generate_series(1, 50) g",
  );
  await client.query("commit");
}

/** Adds documents up to `target` (spread over 24 months), with a signature request for every 10th. */
async function growTo(client: pg.Client, target: number) {
  const { rows } = await client.query("select count(*)::int as n from generated_documents");
  const have = rows[0].n as number;
  if (have > target) return false;
  if (have === target) return true;
  console.log(`adding documents ${have} → ${target}…`);
  const started = Date.now();
  await client.query("begin");
  await client.query("set local session_replication_role = replica");
  const tpl = await client.query("select id from document_templates order by title limit 50");
  const templates = tpl.rows.map((r) => r.id as string);
  await client.query(
    `insert into generated_documents (template_id, user_id, corporate_account_id, title, status, created_at)
     select ($1::uuid[])[1 + g % 50], 'ins-user-' || (1 + g % ${USERS}), ${acc(`(g % ${USERS}) % 1000 + 1`)},
            'Contrato ' || g, (array['draft','finalized','pending_signature','signed'])[1 + g % 4],
            now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval
     from generate_series(${have + 1}, ${target}) g`,
    [templates],
  );
  await client.query(
    `insert into signature_requests (document_id, corporate_account_id, status, requested_at, created_at)
     select d.id, d.corporate_account_id,
            (array['pending','sent','in_progress','completed','signed','declined','expired'])[1 + (abs(hashtext(d.id::text)) % 7)],
            d.created_at, d.created_at
     from generated_documents d
     where d.status in ('pending_signature', 'signed') and abs(hashtext(d.id::text)) % 5 = 0
       and not exists (select 1 from signature_requests s where s.document_id = d.id)`,
  );
  await client.query("commit");
  // A steady-state table (autovacuum has set its visibility map) rather than a just-bulk-loaded one.
  await client.query("vacuum analyze");
  console.log(`  in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

export async function benchInsight() {
  if (!url) {
    console.log("insight bench: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/minuta_insight)");
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
    // The SMTP sink listens on 127.0.0.1: opt in like a self-hoster (decision 0019).
    outboundAllowPrivate: true,
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
    await base(client);
    const benchAccount = (await client.query(`select ${acc("1")} as id`)).rows[0].id as string;
    const ensure = async (email: string, role: "super_admin" | "corporate_admin", accountId: string | null) => {
      const found = await client.query("select id from users where email = $1", [email]);
      if (found.rows[0]) return found.rows[0].id as string;
      return (
        await createAccount(database.db, {
          email,
          password: "bench-123",
          fullName: email,
          roleSlug: role,
          corporateAccountId: accountId,
          emailVerified: true,
        })
      ).userId;
    };
    await ensure("bench-super@minuta.local", "super_admin", null);
    await ensure("bench-corp@minuta.local", "corporate_admin", benchAccount);
    const signIn = async (email: string) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: config.appUrl },
        payload: { email, password: "bench-123" },
      });
      return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    };
    const superCookie = await signIn("bench-super@minuta.local");
    const corpCookie = await signIn("bench-corp@minuta.local");
    // The session check each API request makes first, run bare the way the app runs it (auth/actor.ts).
    const sessionCheck = async (email: string) => {
      const { rows } = await client.query(
        "select s.token from sessions s join users u on u.id = s.user_id where u.email = $1 order by s.created_at desc limit 1",
        [email],
      );
      const q = dialect.sqlToQuery(sessionActorSql(rows[0].token));
      return () => bare.query({ name: SESSION_ACTOR_STATEMENT, text: q.sql, values: q.params as unknown[] });
    };
    const superSession = await sessionCheck("bench-super@minuta.local");
    const corpSession = await sessionCheck("bench-corp@minuta.local");
    const from = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const cases = [
      {
        name: "GET /api/admin/dashboard",
        url: "/api/admin/dashboard",
        cookie: superCookie,
        session: superSession,
        sql: adminDashboardSql(),
      },
      {
        name: "GET /api/admin/reports",
        url: "/api/admin/reports",
        cookie: superCookie,
        session: superSession,
        // The bare side parses the same query string with the route's own schema.
        sql: adminReportSql(adminReportQuerySchema.parse({})),
      },
      {
        name: "GET /api/admin/reports (1 account, 6 months)",
        url: `/api/admin/reports?accountId=${benchAccount}&from=${from}&to=${to}`,
        cookie: superCookie,
        session: superSession,
        sql: adminReportSql(adminReportQuerySchema.parse({ accountId: benchAccount, from, to })),
      },
      {
        name: "GET /api/corporate/dashboard",
        url: "/api/corporate/dashboard",
        cookie: corpCookie,
        session: corpSession,
        sql: corporateDashboardSql(benchAccount, null),
      },
    ];
    const sizes = (process.env.BENCH_SIZES ?? "100000,1000000").split(",").map(Number);
    for (const size of process.env.BENCH_ONLY === "broadcast" ? [] : sizes) {
      if (!(await growTo(client, size))) {
        console.log(`\n${size.toLocaleString("en")} documents: skipped, the database already holds more`);
        continue;
      }
      console.log(`\n${size.toLocaleString("en")} documents, ${ACCOUNTS} accounts, ${USERS} users`);
      for (const c of cases) {
        const q = dialect.sqlToQuery(c.sql);
        const inject = () =>
          app.inject({ method: "GET", url: c.url, headers: { cookie: c.cookie } }).then((r) => {
            if (r.statusCode !== 200) throw new Error(r.body);
          });
        const runs = Number(process.env.BENCH_RUNS ?? 20);
        const sqlOnly = () => bare.query(q.sql, q.params as unknown[]);
        const {
          p95s: [bareP95 = 0, withSessionP95 = 0, apiP95 = 0],
          p50s: [bareP50 = 0, , apiP50 = 0],
          n,
        } = await p95Each(runs, [
          sqlOnly,
          async () => {
            await c.session();
            await sqlOnly();
          },
          inject,
        ]);
        const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
        console.log(
          `${c.name.padEnd(46)} API p95 ${ms(apiP95)}  bare SQL p95 ${ms(bareP95)}  ratio ${(apiP95 / bareP95).toFixed(2)}×  (goals ≤ 1.3×, < 1000 ms)`,
        );
        // The API's two statements (session check, then the endpoint's SQL) bare: what HTTP, Zod and JSON add.
        console.log(
          `${"".padEnd(46)} bare session + SQL p95 ${ms(withSessionP95)}  API ratio to it ${(apiP95 / withSessionP95).toFixed(2)}×  (${n} samples each; p50 API ${apiP50.toFixed(1)} / bare SQL ${bareP50.toFixed(1)} ms)`,
        );
      }
    }

    if (process.env.BENCH_ONLY === "dashboards") return;
    // Broadcast to 10,000 recipients (500 companies × 20 users) through a local SMTP sink.
    const sink = await startSmtpCatcher({ user: "bench", pass: "bench" });
    await client.query("delete from smtp_configurations where corporate_account_id = $1", [SYSTEM_ACCOUNT_ID]);
    await client.query(
      `insert into smtp_configurations (corporate_account_id, host, port, secure, username, password, from_email)
       values ($1, $2, $3, false, 'bench', $4, 'bench@minuta.local')`,
      [SYSTEM_ACCOUNT_ID, sink.host, sink.port, deps.secrets.encrypt("bench")],
    );
    const companies = (await client.query(`select ${acc("g")} as id from generate_series(1, 500) g`)).rows.map(
      (r) => r.id as string,
    );
    const started = Date.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/broadcasts",
      headers: { cookie: superCookie, origin: config.appUrl },
      payload: { title: "Aviso", message: "Manutenção programada.", targetCompanies: companies },
    });
    const enqueueMs = Date.now() - started;
    if (res.statusCode !== 201) throw new Error(res.body);
    const created = res.json() as { id: string; totalCount: number };
    console.log(
      `\nPOST /api/admin/broadcasts, ${created.totalCount} recipients: ${enqueueMs} ms (goal ≤ 2000 ms, enqueueing only)`,
    );
    const sendStart = Date.now();
    await deps.jobs.work([broadcastDeliverJob], { deps });
    for (;;) {
      const { rows } = await client.query(
        "select status, sent_count, failed_count from broadcast_messages where id = $1",
        [created.id],
      );
      if (rows[0].status !== "sending") {
        const secs = (Date.now() - sendStart) / 1000;
        console.log(
          `sent ${rows[0].sent_count}, failed ${rows[0].failed_count} in ${secs.toFixed(1)} s: ${(rows[0].sent_count / secs).toFixed(0)} e-mails/s into the sink (goal ≥ 300/s); sink received ${sink.messages.length}`,
        );
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    await closeBroadcastPools();
    await sink.close();
  } finally {
    await client.end();
    await bare.end();
    await app.close();
    await closeDeps(deps);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchInsight();
