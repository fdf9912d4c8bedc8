/**
 * Delivery throughput (issue 10): 1,000 queued e-mails, each with a 100 kB PDF, to a local SMTP sink
 * (smtp-server in process), through the real job, service, SMTP client and PGlite. Reports e-mails/s
 * from the queueing to the last `sent`, p50/p95 queue-to-sent latency, and how many PDF renders it
 * took. Two shapes: one account (its rate limit lifted), and ten accounts at the default rate.
 * Run alone: `npx tsx bench/delivery.ts`.
 */
import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { seed } from "../src/server/db/seed";
import { corporateAccounts } from "../src/server/db/tables/accounts";
import { generatedDocuments } from "../src/server/db/tables/documents";
import { buildDeps, closeDeps } from "../src/server/deps";
import { deliverDocumentJob, queueDeliveries } from "../src/server/modules/delivery/deliver-document-job";
import { saveSmtp } from "../src/server/modules/delivery/integration-configs";
import { type NewDelivery, recordDeliveries } from "../src/server/modules/delivery/record-delivery";
import { createAccount } from "../src/server/modules/users/create-account";
import { loadConfig } from "../src/server/platform/config";
import { openPglite } from "../src/server/platform/db/client";
import { rawRows } from "../src/server/platform/db/raw-rows";
import { devOutboxMailer } from "../src/server/platform/mail/system-mailer";

const EMAILS = 1_000;
const PDF_BYTES = 100 * 1024;

async function sink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function scenario(label: string, accounts: number, ratePerSecond: number) {
  const smtp = await sink();
  const database = openPglite(await PGlite.create());
  await database.migrate();
  await seed(database.db);
  let renders = 0;
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      AUTH_SECRET: "bench-secret-bench-secret-123456",
      ENCRYPTION_KEY: "bench",
      OUTBOUND_ALLOW_PRIVATE: "1",
    }),
    jobsPollSeconds: 0.5,
    deliveryRatePerSecond: ratePerSecond,
  };
  const deps = await buildDeps(config, {
    database,
    mailer: devOutboxMailer(() => undefined),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    pdf: {
      available: true,
      render: async (input) => {
        renders++;
        return Buffer.concat([Buffer.from(`%PDF-1.4\n${input.title}\n`), Buffer.alloc(PDF_BYTES, 0x20)]);
      },
      close: async () => undefined,
    },
  });
  const rows: NewDelivery[] = [];
  for (let a = 0; a < accounts; a++) {
    const [account] = await deps.db
      .insert(corporateAccounts)
      .values({ name: `Bench ${a}` })
      .returning();
    if (!account) throw new Error("no account");
    const { userId } = await createAccount(deps.db, {
      email: `bench${a}@minuta.local`,
      password: "bench-senha-123",
      fullName: "Bench",
      roleSlug: "standard_user",
      corporateAccountId: account.id,
      emailVerified: true,
    });
    const [doc] = await deps.db
      .insert(generatedDocuments)
      .values({
        userId,
        corporateAccountId: account.id,
        title: `Contrato ${a}`,
        finalContent: "<p>x</p>",
        status: "finalized",
      })
      .returning();
    if (!doc) throw new Error("no document");
    await saveSmtp(
      deps.db,
      deps.secrets,
      account.id,
      {
        host: "127.0.0.1",
        port: smtp.port,
        username: null,
        password: "",
        fromEmail: "b@minuta.local",
        fromName: null,
        secure: false,
      },
      { requirePassword: false },
    );
    for (let i = 0; i < EMAILS / accounts; i++) {
      rows.push({
        documentId: doc.id,
        accountId: account.id,
        ownerId: userId,
        requestedBy: userId,
        source: "share",
        channel: "email",
        recipient: `r${a}-${i}@destino.local`,
      });
    }
  }
  await deps.jobs.work([deliverDocumentJob], { deps });

  const t0 = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 200)
    ids.push(...(await deps.db.transaction((tx) => recordDeliveries(tx, rows.slice(i, i + 200)))));
  // One send per delivery, keyed by its id (the queue's "short" policy dedups by key: sendMany has none).
  await queueDeliveries(deps, ids);
  const queuedMs = performance.now() - t0;
  for (;;) {
    const [row] = await rawRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from document_delivery_log where status <> 'pending'`,
    );
    if ((row?.n ?? 0) >= EMAILS) break;
    if (performance.now() - t0 > 300_000) throw new Error(`bench: only ${row?.n} settled after 300 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const totalS = (performance.now() - t0) / 1000;
  const [lat] = await rawRows<{ p50: number; p95: number; failed: number }>(
    deps.db,
    sql`select
      percentile_cont(0.5) within group (order by extract(epoch from sent_at - created_at)) * 1000 as p50,
      percentile_cont(0.95) within group (order by extract(epoch from sent_at - created_at)) * 1000 as p95,
      count(*) filter (where status = 'failed')::int as failed
      from document_delivery_log`,
  );
  console.log(
    `${`delivery ${label}`.padEnd(48)} ${EMAILS} e-mails (${PDF_BYTES / 1024} kB PDF): ${(EMAILS / totalS).toFixed(0)} e-mails/s, ` +
      `queue-to-sent p50 ${Number(lat?.p50).toFixed(0)} ms p95 ${Number(lat?.p95).toFixed(0)} ms, ` +
      `record+queue ${queuedMs.toFixed(0)} ms, PDF renders ${renders}, failed ${lat?.failed}, SMTP received ${smtp.received()}`,
  );
  await closeDeps(deps, 2_000);
  await smtp.close();
}

export async function benchDelivery() {
  await scenario("PGlite, 1 account", 1, 1e6);
  await scenario("PGlite, 10 accounts, default rate", 10, 20);
}

if (process.argv[1]?.endsWith("delivery.ts")) await benchDelivery();
