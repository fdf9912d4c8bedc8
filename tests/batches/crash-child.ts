/**
 * A worker process for the batch crash test (crash.test.ts): the real Deps and job queue on a real
 * data directory, a fake PDF service that takes a while. SETUP=1 makes an account, a user, a template,
 * uploads 1,000 rows (7 invalid), confirms them as finalized documents and works, printing
 * "progress N" (documents so far) as it goes; EXPECT=n works and runs the batch sweep every second
 * until the batch is done, then prints the documents and rows per state.
 */
import { sql } from "drizzle-orm";
import { prepareDatabase } from "../../src/server/bootstrap";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { categories } from "../../src/server/db/tables/categories";
import { buildDeps, closeDeps } from "../../src/server/deps";
import { loadActor } from "../../src/server/modules/auth";
import { confirmBatch } from "../../src/server/modules/batches/confirm-batch";
import { batchRunJob, batchSweepJob } from "../../src/server/modules/batches/plugin";
import { uploadBatch } from "../../src/server/modules/batches/upload-batch";
import { renderDocumentPdfJob } from "../../src/server/modules/documents/render-pdf-job";
import { createAccount } from "../../src/server/modules/users/create-account";
import { loadConfig } from "../../src/server/platform/config";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import { batchCsv, insertBatchTemplate, SEVEN_INVALID } from "./support";

// Short expiry so the run lost with the killed process comes back within the test (production: 120 s).
Object.assign(batchRunJob, { expireInSeconds: 3, retry: { ...batchRunJob.retry, delaySeconds: 1 } });

const config = loadConfig({ ...process.env, JOBS_POLL_SECONDS: "0.5", JOBS_MAINTENANCE_SECONDS: "1" });
const deps = await buildDeps(config, {
  log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  pdf: {
    available: true,
    // Slow enough that the batch is still running when the test kills the process.
    render: async (input) => {
      await new Promise((r) => setTimeout(r, 15));
      return Buffer.from(`%PDF-1.4\n${input.title}\n%%EOF`);
    },
    close: async () => undefined,
  },
});
await prepareDatabase(deps.database, config);
// Each row's after-commit step (queueing its document's PDF render, issue 50) takes 15 ms, as the
// PDF drawn in the row did before: slow enough that the batch is still running when the test kills it.
const send = deps.jobs.send;
deps.jobs.send = async (job, payload, options) => {
  if (job.name === renderDocumentPdfJob.name) await new Promise((r) => setTimeout(r, 15));
  return send(job, payload, options);
};

const documents = async () =>
  (await rawRows<{ n: number }>(deps.db, sql`select count(*)::int as n from generated_documents`))[0]?.n ?? 0;

if (process.env.SETUP) {
  const [account] = await deps.db.insert(corporateAccounts).values({ name: "Empresa Lote" }).returning();
  if (!account) throw new Error("no account");
  const { userId } = await createAccount(deps.db, {
    email: "dono@lote.test",
    password: "senha-segura-1",
    fullName: "Dono",
    roleSlug: "standard_user",
    corporateAccountId: account.id,
    emailVerified: true,
  });
  const [category] = await deps.db.insert(categories).values({ name: "Contratos" }).returning();
  if (!category) throw new Error("no category");
  await deps.db.execute(
    sql`insert into category_corporate_accounts (category_id, corporate_account_id) values (${category.id}, ${account.id})`,
  );
  const templateId = await insertBatchTemplate(deps.db, account.id, category.id);
  const actor = await loadActor(deps.db, userId);
  if (!actor) throw new Error("no actor");
  const batchId = await uploadBatch(
    deps.db,
    actor,
    { templateId, documentStatus: "finalized", fileName: "clientes.csv" },
    new TextEncoder().encode(batchCsv(1000, SEVEN_INVALID)),
  );
  await confirmBatch(deps, actor, batchId);
}

// The batch; after the restart also the PDFs its finalized documents queued (issue 50: rendered once
// by their own job), so the killed run spends its one embedded connection on the batch as before.
await deps.jobs.work(process.env.SETUP ? [batchRunJob] : [batchRunJob, renderDocumentPdfJob], { deps });
console.log("ready");

if (process.env.SETUP) {
  for (;;) {
    console.log(`progress ${await documents()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const expected = Number(process.env.EXPECT ?? 0);
if (expected > 0) {
  const before = await documents();
  for (;;) {
    await batchSweepJob.handle({}, { deps, jobId: "sweep", retryCount: 0 });
    const [batch] = await rawRows<{ status: string }>(deps.db, sql`select status from document_batches`);
    if (batch?.status === "done") break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  // Each document's stored PDF, from its render job (queued after its row's commit).
  for (;;) {
    const [pending] = await rawRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from generated_documents where pdf_status = 'pending'`,
    );
    if (pending?.n === 0) break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  const rows = await rawRows<{ status: string; n: number }>(
    deps.db,
    sql`select status, count(*)::int as n from document_batch_rows group by status order by status`,
  );
  const [linked] = await rawRows<{ n: number; distinct_docs: number }>(
    deps.db,
    sql`select count(*)::int as n, count(distinct document_id)::int as distinct_docs
        from document_batch_rows where document_id is not null`,
  );
  const [hashed] = await rawRows<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from generated_documents where pdf_sha256 is not null`,
  );
  console.log(`RESULT ${JSON.stringify({ before, documents: await documents(), rows, linked, hashed: hashed?.n })}`);
  await closeDeps(deps, 2_000);
  process.exit(0);
}
