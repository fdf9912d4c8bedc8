/**
 * Audit trail bench (issue 27) on the local PostgreSQL, in its own database (BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/minuta_audit_bench, created when missing):
 *  - the trail list (listAudit, the route's own function) at AUDIT_ROWS rows (10M by default) in 1,000
 *    accounts: p95 of a corporate admin's first page, a later page by cursor, filtered by action and by
 *    period, and the super admin's all-accounts pages. Goal: p95 ≤ 200 ms.
 *  - the insert overhead on document creation: createDocument (which records document.created) against
 *    the trail's marginal cost measured in the same run (recordAudit inside an open transaction: the
 *    lock, the last-hash lookup and the insert, which is what the trail adds to a transaction the change
 *    already has). Goal: ≤ 10 %.
 * The generated rows have fake hashes (audit:verify would flag them): this database is for timing only.
 */
import pg from "pg";
import type { Actor } from "../src/domain/auth/permissions";
import { ROLE_DEFINITIONS } from "../src/domain/auth/permissions";
import { seed } from "../src/server/db/seed";
import { recordAudit } from "../src/server/modules/audit";
import { listAudit } from "../src/server/modules/audit/list-audit";
import { createAccount } from "../src/server/modules/users/create-account";
import "../src/server/modules/delivery/plugin";
import { createDocument } from "../src/server/modules/documents/create-document";
import { openPostgres } from "../src/server/platform/db/client";
import { ensureDatabase } from "./postgres-database";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/minuta_audit_bench";
const ROWS = Number(process.env.AUDIT_ROWS ?? 10_000_000);
const ACCOUNTS = 1000;
const CHUNK = 1_000_000;

async function p95(iterations: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const s = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.floor(q * (samples.length - 1))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/** 10M rows over the last year, 1,000 accounts (account 1 is the measured one), once. */
async function generate(client: pg.Client) {
  const { rows } = await client.query("select count(*)::int as n from audit_events");
  let have = rows[0].n as number;
  if (have >= ROWS) return;
  console.log(`generating ${ROWS.toLocaleString("pt-BR")} audit rows (once)…`);
  const started = Date.now();
  // Bulk load: the secondary indexes are dropped and built again once at the end (far faster than
  // maintaining six indexes row by row); their definitions are read from the catalog first.
  const indexes = (
    await client.query(
      "select indexname, indexdef from pg_indexes where tablename = 'audit_events' and indexname <> 'audit_events_pkey'",
    )
  ).rows as Array<{ indexname: string; indexdef: string }>;
  for (const i of indexes) await client.query(`drop index ${pg.escapeIdentifier(i.indexname)}`);
  const actions =
    "(array['auth.sign_in','document.created','document.updated','delivery.requested','delivery.sent','template.updated','signature.sent','signature.signed','settings.updated','user.updated'])";
  while (have < ROWS) {
    const n = Math.min(CHUNK, ROWS - have);
    await client.query(
      `insert into audit_events (account_id, actor_kind, actor_id, action, target_type, target_id, changes, ip, user_agent, created_at, prev_hash, hash)
       select md5('acc' || (g % ${ACCOUNTS}))::uuid, 'user', 'bench-user-' || (g % ${ACCOUNTS * 10}),
              ${actions}[1 + (g / 7) % 10], 'document', md5('doc' || g), '{"status":"finalized"}'::jsonb,
              '10.0.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 (bench)',
              now() - ((${ROWS} - g) * (31536000.0 / ${ROWS}) || ' seconds')::interval, md5('p' || g), md5('h' || g)
       from generate_series($1::bigint + 1, $1::bigint + $2) g`,
      [have, n],
    );
    have += n;
    console.log(`  ${have.toLocaleString("pt-BR")} rows, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await client.query("set maintenance_work_mem = '256MB'");
  for (const i of indexes) await client.query(i.indexdef);
  console.log(`  indexes built, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await client.query("analyze audit_events");
}

const adminOf = (accountId: string | null, slug: "corporate_admin" | "super_admin"): Actor => {
  const role = ROLE_DEFINITIONS.find((r) => r.slug === slug);
  if (!role) throw new Error("role");
  return {
    userId: "bench-admin",
    email: "bench@minuta.local",
    roles: [role],
    permissions: role.permissions,
    accountId,
  } as unknown as Actor;
};

async function listBench(db: ReturnType<typeof openPostgres>["db"], client: pg.Client) {
  const { rows } = await client.query("select md5('acc1')::uuid as id");
  const account = rows[0].id as string;
  const corporate = adminOf(account, "corporate_admin");
  const superAdmin = adminOf(null, "super_admin");
  const page5 = async (actor: Actor, q: object) => {
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) cursor = (await listAudit(db, actor, { ...q, cursor })).nextCursor ?? undefined;
    return cursor;
  };
  const cases: Array<[string, Actor, object]> = [
    ["corporate admin, first page", corporate, {}],
    ["corporate admin, action filter", corporate, { action: "signature.signed" }],
    ["corporate admin, period (one month, 6 months ago)", corporate, { from: monthsAgo(6), to: monthsAgo(5) }],
    ["corporate admin, target id (exact)", corporate, { targetType: "document", targetId: "nothing-here" }],
    ["super admin, all accounts, first page", superAdmin, {}],
    ["super admin, action filter", superAdmin, { action: "settings.updated" }],
    ["super admin, actor filter", superAdmin, { actor: "bench-user-4242" }],
  ];
  for (const [label, actor, q] of cases) {
    const first = await p95(50, () => listAudit(db, actor, q));
    const cursor = await page5(actor, q);
    const later = cursor ? await p95(50, () => listAudit(db, actor, { ...q, cursor })) : null;
    console.log(
      `${label.padEnd(52)} first page p50 ${first.p50.toFixed(1)} p95 ${first.p95.toFixed(1)} ms` +
        (later ? ` · page 6 p95 ${later.p95.toFixed(1)} ms` : ""),
    );
  }
}

const monthsAgo = (n: number) => new Date(Date.now() - n * 30 * 86_400_000).toISOString().slice(0, 10);

async function insertOverhead(db: ReturnType<typeof openPostgres>["db"], client: pg.Client) {
  const account = (await client.query("insert into corporate_accounts (name) values ('Bench Trilha') returning id"))
    .rows[0].id as string;
  const { userId } = await createAccount(db, {
    email: `bench-trilha-${Date.now()}@minuta.local`,
    password: "bench-123",
    fullName: "Bench",
    roleSlug: "corporate_admin",
    corporateAccountId: account,
    emailVerified: true,
  });
  const cat = (await client.query("insert into categories (name) values ('Bench Trilha ' || now()) returning id"))
    .rows[0].id;
  await client
    .query("insert into category_corporate_accounts (category_id, corporate_account_id) values ($1, $2)", [
      cat,
      account,
    ])
    .catch(() => undefined);
  const tpl = (
    await client.query(
      `insert into document_templates (title, category_id, corporate_account_id, template_content, variables_schema)
       values ('Contrato', $1, $2, '<p>Contrato com {{nome}}</p>', '[{"key":"nome","label":"Nome","type":"text","required":true,"options":[]}]') returning id`,
      [cat, account],
    )
  ).rows[0].id as string;
  const role = ROLE_DEFINITIONS.find((r) => r.slug === "corporate_admin");
  const actor = {
    userId,
    email: "b@b",
    roles: [role],
    permissions: role?.permissions,
    accountId: account,
  } as unknown as Actor;
  const body: Parameters<typeof createDocument>[2] = {
    templateId: tpl,
    values: { nome: "Cliente" },
    status: "finalized",
    headerId: null,
    footerId: null,
    recipientEmail: null,
    recipientPhone: null,
    autoSendEmail: false,
    autoSendWhatsapp: false,
  };
  const runs = 300;
  const doc = await p95(runs, () => createDocument(db, actor, body));
  // The trail's marginal cost inside a transaction that exists anyway: N records in one transaction, per record.
  const per = async () => {
    const s = process.hrtime.bigint();
    await db.transaction(async (tx) => {
      for (let i = 0; i < runs; i++)
        await recordAudit(tx, {
          actor,
          action: "document.created",
          target: { type: "document", id: "x" },
          changes: { status: "finalized" },
        });
    });
    return Number(process.hrtime.bigint() - s) / 1e6 / runs;
  };
  await per();
  const trail = ((await per()) + (await per()) + (await per())) / 3;
  const without = doc.p50 - trail;
  console.log(
    `createDocument (with the trail)                       p50 ${doc.p50.toFixed(2)} ms  p95 ${doc.p95.toFixed(2)} ms\n` +
      `trail's marginal cost per record                        ${trail.toFixed(2)} ms  → overhead ${((trail / without) * 100).toFixed(1)} % of the creation without it (goal ≤ 10 %)`,
  );
}

await ensureDatabase(url);
const database = openPostgres(url);
await database.migrate();
await seed(database.db);
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  if (process.env.AUDIT_BENCH !== "list") await insertOverhead(database.db, client);
  await generate(client);
  await listBench(database.db, client);
} finally {
  await client.end();
  await database.close();
}
