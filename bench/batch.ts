/**
 * Batches (issue 24): 1,000 rows of one spreadsheet through the real path — upload and validation
 * (uploadBatch), confirmation, the batch-run job on the real queue (pg-boss on PGlite), one document
 * per row — measured from the confirmation to the batch being done. Two shapes: 1,000 drafts (goal
 * ≥ 200 documents/s), and 1,000 finalized documents with their first PDF from the real PDF service
 * (goal ≥ 20/s), next to the PDF service's own rate on the same document (the limit). Measurements,
 * not assertions. Run alone: `npx tsx bench/batch.ts`.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { seed } from "../src/server/db/seed";
import { corporateAccounts } from "../src/server/db/tables/accounts";
import { categories } from "../src/server/db/tables/categories";
import { generatedDocuments } from "../src/server/db/tables/documents";
import { buildDeps, closeDeps } from "../src/server/deps";
import { loadActor } from "../src/server/modules/auth";
import { confirmBatch } from "../src/server/modules/batches/confirm-batch";
import { batchRunJob } from "../src/server/modules/batches/plugin";
import { uploadBatch } from "../src/server/modules/batches/upload-batch";
import { renderDocumentPdf } from "../src/server/modules/documents";
import { createAccount } from "../src/server/modules/users/create-account";
import { loadConfig } from "../src/server/platform/config";
import { openPglite } from "../src/server/platform/db/client";
import { rawRows } from "../src/server/platform/db/raw-rows";
import { devOutboxMailer } from "../src/server/platform/mail/system-mailer";
import { batchCsv, insertBatchTemplate } from "../tests/batches/support";

const ROWS = 1_000;
const line = (label: string, value: string) => console.log(`${label.padEnd(48)} ${value}`);

async function scenario(documentStatus: "draft" | "finalized") {
  const database = openPglite(await PGlite.create());
  await database.migrate();
  await seed(database.db);
  const config = {
    ...loadConfig({ NODE_ENV: "test", AUTH_SECRET: "bench-secret-bench-secret-123456", ENCRYPTION_KEY: "bench" }),
    jobsPollSeconds: 0.5,
  };
  const deps = await buildDeps(config, {
    database,
    mailer: devOutboxMailer(() => undefined),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  if (documentStatus === "finalized" && !deps.pdf.available) {
    line("batch 1,000 finalized with PDFs", "skipped: no Chromium");
    return closeDeps(deps, 2_000);
  }
  const [account] = await deps.db.insert(corporateAccounts).values({ name: "Bench Lote" }).returning();
  if (!account) throw new Error("no account");
  const { userId } = await createAccount(deps.db, {
    email: "lote@minuta.local",
    password: "bench-senha-123",
    fullName: "Bench",
    roleSlug: "standard_user",
    corporateAccountId: account.id,
    emailVerified: true,
  });
  const [category] = await deps.db.insert(categories).values({ name: "Bench" }).returning();
  if (!category) throw new Error("no category");
  await deps.db.execute(
    sql`insert into category_corporate_accounts (category_id, corporate_account_id) values (${category.id}, ${account.id})`,
  );
  const templateId = await insertBatchTemplate(deps.db, account.id, category.id);
  const actor = await loadActor(deps.db, userId);
  if (!actor) throw new Error("no actor");
  await deps.jobs.work([batchRunJob], { deps });

  let t = performance.now();
  const batchId = await uploadBatch(
    deps.db,
    actor,
    { templateId, documentStatus, fileName: "bench.csv" },
    new TextEncoder().encode(batchCsv(ROWS)),
  );
  const uploadMs = performance.now() - t;
  t = performance.now();
  const cpu = process.cpuUsage();
  await confirmBatch(deps, actor, batchId);
  for (;;) {
    const [b] = await rawRows<{ status: string }>(
      deps.db,
      sql`select status from document_batches where id = ${batchId}`,
    );
    if (b?.status === "done") break;
    if (performance.now() - t > 600_000) throw new Error("bench: batch not done after 600 s");
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - t) / 1000;
  // CPU this process used meanwhile (PGlite runs in it too): the rate one idle core would give.
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const [made] = await rawRows<{ n: number; pdfs: number }>(
    deps.db,
    sql`select count(*)::int as n, count(pdf_sha256)::int as pdfs from generated_documents`,
  );
  line(
    `batch 1,000 ${documentStatus === "draft" ? "drafts" : "finalized with PDFs"}`,
    `${(ROWS / seconds).toFixed(0)} documents/s, ${(ROWS / cpuSeconds).toFixed(0)} per CPU-second (${seconds.toFixed(1)} s confirm→done, ${cpuSeconds.toFixed(1)} s CPU; upload+validate ${uploadMs.toFixed(0)} ms; ${made?.n} documents, ${made?.pdfs} PDF hashes)`,
  );

  if (documentStatus === "finalized") {
    // The PDF service alone, on one of these documents, as many at once as the batch asks (its pool bounds it).
    const [doc] = await deps.db.select().from(generatedDocuments).limit(1);
    if (!doc) throw new Error("no document");
    const renders = 100;
    t = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next++ < renders) await renderDocumentPdf(deps, doc);
      }),
    );
    const pdfSeconds = (performance.now() - t) / 1000;
    line(
      `PDF service alone (same document, pool ${config.pdfPoolSize})`,
      `${(renders / pdfSeconds).toFixed(1)} PDFs/s (${renders} renders)`,
    );
  }
  await closeDeps(deps, 2_000);
}

/** BENCH_BATCH=draft or =finalized runs one shape only. */
export async function benchBatch() {
  const only = process.env.BENCH_BATCH;
  if (only !== "finalized") await scenario("draft");
  if (only !== "draft") await scenario("finalized");
}

if (process.argv[1]?.endsWith("batch.ts")) await benchBatch();
