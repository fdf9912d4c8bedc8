/**
 * A worker process for the delivery crash test (crash.test.ts): the real Deps, job queue and SMTP
 * client on a real data directory (a fake PDF service). SETUP=n records n deliveries of one
 * document (half queued at once, half left as if the process died between the commit and the
 * queueing) and starts working; EXPECT=n works, runs the sweep every second, and exits once the n
 * deliveries are settled, printing their statuses.
 */
import { sql } from "drizzle-orm";
import { prepareDatabase } from "../../src/server/bootstrap";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { buildDeps, closeDeps } from "../../src/server/deps";
import { deliverDocumentJob, queueDeliveries } from "../../src/server/modules/delivery/deliver-document-job";
import { saveSmtp } from "../../src/server/modules/delivery/integration-configs";
import { recordDeliveries } from "../../src/server/modules/delivery/record-delivery";
import { requeueDeliveriesJob } from "../../src/server/modules/delivery/requeue-deliveries-job";
import { renderDocumentPdfJob } from "../../src/server/modules/documents/render-pdf-job";
import { createAccount } from "../../src/server/modules/users/create-account";
import { loadConfig } from "../../src/server/platform/config";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import { sweepUntilSettled } from "../helpers/outbox-settle";

// Short expiry and retry delay so a lost job comes back within the test (production: 120 s).
Object.assign(deliverDocumentJob, { expireInSeconds: 3, retry: { ...deliverDocumentJob.retry, delaySeconds: 1 } });

const config = loadConfig({
  ...process.env,
  JOBS_POLL_SECONDS: "0.5",
  OUTBOUND_ALLOW_PRIVATE: "1",
  JOBS_MAINTENANCE_SECONDS: "1",
});
const deps = await buildDeps(config, {
  log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  pdf: {
    available: true,
    render: async (input) => Buffer.from(`%PDF-1.4\n${input.title}\n%%EOF`),
    close: async () => undefined,
  },
});
await prepareDatabase(deps.database, config);

const setup = Number(process.env.SETUP ?? 0);
if (setup > 0) {
  const [account] = await deps.db.insert(corporateAccounts).values({ name: "Empresa Crash" }).returning();
  if (!account) throw new Error("no account");
  const { userId } = await createAccount(deps.db, {
    email: "dono@crash.test",
    password: "senha-segura-1",
    fullName: "Dono",
    roleSlug: "standard_user",
    corporateAccountId: account.id,
    emailVerified: true,
  });
  const [doc] = await deps.db
    .insert(generatedDocuments)
    .values({
      userId,
      corporateAccountId: account.id,
      title: "Contrato Crash",
      finalContent: "<p>Contrato</p>",
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
      port: Number(process.env.SMTP_PORT),
      username: "u",
      password: "p",
      fromEmail: "envio@crash.test",
      fromName: null,
      secure: false,
    },
    { requirePassword: true },
  );
  const row = (i: number) => ({
    documentId: doc.id,
    accountId: account.id,
    ownerId: userId,
    requestedBy: userId,
    source: "share",
    channel: "email" as const,
    recipient: `r${i}@crash.test`,
  });
  const half = Math.ceil(setup / 2);
  const queued = await deps.db.transaction((tx) =>
    recordDeliveries(
      tx,
      Array.from({ length: half }, (_, i) => row(i)),
    ),
  );
  // The other half: recorded (committed) but never queued, as if the process had died right after the commit.
  await deps.db.transaction((tx) =>
    recordDeliveries(
      tx,
      Array.from({ length: setup - half }, (_, i) => row(half + i)),
      new Date(Date.now() - 5 * 60_000),
    ),
  );
  await queueDeliveries(deps, queued);
}

// The worker also makes the document's one stored PDF (issue 50), which each delivery attaches.
await deps.jobs.work([deliverDocumentJob, renderDocumentPdfJob], { deps });
console.log("ready");

const expected = Number(process.env.EXPECT ?? 0);
if (expected > 0) {
  const statuses = await sweepUntilSettled(deps.db, "document_delivery_log", expected, () =>
    requeueDeliveriesJob.handle({}, { deps, jobId: "sweep", retryCount: 0 }),
  );
  const [attempts] = await rawRows<{ total: number; max: number }>(
    deps.db,
    sql`select sum(attempts)::int as total, max(attempts)::int as max from document_delivery_log`,
  );
  console.log(`RESULT ${JSON.stringify({ statuses, attempts })}`);
  await closeDeps(deps, 2_000);
  process.exit(0);
}
