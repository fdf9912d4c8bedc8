import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { BATCH_MESSAGES } from "../../../domain/batches/batches";
import type { AvailableTemplateDetail } from "../../../domain/documents/views";
import { documentBatches as batches, documentBatchRows as rows } from "../../db/tables/batches";
import type { Deps } from "../../platform/deps";
import { loadActor } from "../auth";
import { queueDocumentDeliveries } from "../delivery";
import { queuePdfRender, usableTemplate } from "../documents";
import { activeSignatureRequestId, createSignatureRequest } from "../signatures";
import { type CreatedRow, createChunk, messageOf } from "./create-chunk";

/** Finalized rows whose PDF, deliveries and signature request are handled at once (the PDF pool bounds it). */
const AFTER_CONCURRENCY = 4;
/** One run of the job stops after this and queues the next, so a long batch never outlives its expiry. */
const RUN_BUDGET_MS = 30_000;

type Batch = typeof batches.$inferSelect;

/**
 * One run of a confirmed batch (the batch-run job): creates the documents of its pending rows, each
 * row's state changing in the same transaction as its document's insert (exactly once, whatever
 * crashes or repeats: a row is taken only while pending, under `for update skip locked`); then, for
 * finalized documents, the first PDF, the automatic deliveries and the signature request. Returns
 * "more" when rows remain after its time budget; marks the batch done when none does.
 */
export async function runBatch(deps: Deps, batchId: string): Promise<"more" | "done"> {
  const [batch] = await deps.db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.status, "running")))
    .limit(1);
  if (!batch) return "done";
  const started = Date.now();
  const setup = await prepare(deps, batch);
  if ("error" in setup) {
    await deps.db
      .update(rows)
      .set({ status: "failed", error: setup.error })
      .where(and(eq(rows.batchId, batch.id), eq(rows.status, "pending")));
  } else {
    // Rows left "created" by a run that died before their PDF/deliveries come first.
    await finishCreated(deps, setup.actor, batch, await createdRows(deps, batch.id));
    for (;;) {
      const created = await createChunk(deps, setup.actor, setup.template, batch);
      if (created === null) break;
      await finishCreated(deps, setup.actor, batch, created);
      await touch(deps, batch.id);
      if (Date.now() - started > RUN_BUDGET_MS) return "more";
    }
  }
  const left = await deps.db
    .select({ id: rows.id })
    .from(rows)
    .where(and(eq(rows.batchId, batch.id), inArray(rows.status, ["pending", "created"])))
    .limit(1);
  if (left.length > 0) return "more";
  await deps.db
    .update(batches)
    .set({ status: "done", finishedAt: deps.clock() })
    .where(and(eq(batches.id, batch.id), eq(batches.status, "running")));
  return "done";
}

/** The batch's author as an actor and the template as they may use it now (both checked again at run time). */
async function prepare(
  deps: Deps,
  batch: Batch,
): Promise<{ actor: Actor; template: AvailableTemplateDetail } | { error: string }> {
  const actor = await loadActor(deps.db, batch.userId);
  if (!actor) return { error: "O usuário que enviou o lote não está mais ativo." };
  if (!batch.templateId) return { error: "O modelo de documento foi excluído." };
  try {
    return { actor, template: await usableTemplate(deps.db, actor, batch.templateId) };
  } catch (err) {
    return { error: messageOf(err) };
  }
}

async function createdRows(deps: Deps, batchId: string): Promise<CreatedRow[]> {
  const found = await deps.db
    .select({ id: rows.id, documentId: rows.documentId, input: rows.input })
    .from(rows)
    .where(and(eq(rows.batchId, batchId), eq(rows.status, "created")));
  return found.flatMap((r) =>
    r.documentId && r.input ? [{ id: r.id, documentId: r.documentId, input: r.input }] : [],
  );
}

/** After the commit: first PDF (or the signature request, which makes it), deliveries, then the row is done. */
async function finishCreated(deps: Deps, actor: Actor, batch: Batch, created: CreatedRow[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < created.length; i = next++) {
      const row = created[i];
      if (row) await finishOne(deps, actor, row);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AFTER_CONCURRENCY, created.length) }, worker));
  if (created.length > 0) deps.log.info(`[lotes] lote ${batch.id}: ${created.length} documento(s) finalizado(s)`);
}

/** A batch row waits, in the batch job, for its document's stored PDF before its signature request (issue 50). */
const BATCH_PDF_WAIT_MS = 60_000;

async function finishOne(deps: Deps, actor: Actor, row: CreatedRow): Promise<void> {
  let error: string | null = null;
  if (row.input.signers.length > 0) {
    try {
      // A repeat after a crash finds the request it already made.
      if (!(await activeSignatureRequestId(deps.db, row.documentId)))
        await createSignatureRequest(
          deps,
          actor,
          row.documentId,
          {
            recipients: row.input.signers.map((s, i) => ({
              signer_name: s.name,
              signer_email: s.email,
              signer_phone: null,
              order_sequence: i + 1,
              authentication_method: "email" as const,
            })),
            expires_at: null,
          },
          { pdfWaitMs: BATCH_PDF_WAIT_MS },
        );
    } catch (err) {
      error = BATCH_MESSAGES.signatureFailed(err instanceof Error ? err.message : String(err));
    }
  } else {
    await queuePdfRender(deps, row.documentId);
  }
  await queueDocumentDeliveries(deps, row.documentId);
  await deps.db
    .update(rows)
    .set({ status: "done", error })
    .where(and(eq(rows.id, row.id), eq(rows.status, "created")));
}

/** Touches the batch row, which is what live updates hear (once per chunk, not per document). */
async function touch(deps: Deps, batchId: string): Promise<void> {
  await deps.db.update(batches).set({ updatedAt: deps.clock() }).where(eq(batches.id, batchId));
}
