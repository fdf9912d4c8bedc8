import { and, asc, eq, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { BATCH_MESSAGES, type BatchRowInput } from "../../../domain/batches/batches";
import type { AvailableTemplateDetail } from "../../../domain/documents/views";
import { type documentBatches, documentBatchRows as rows } from "../../db/tables/batches";
import type { Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { recordAutoDeliveries } from "../delivery";
import { createDocumentIn } from "../documents";

/** Rows created per transaction: their documents and their states commit together. */
const CHUNK = 50;

type Batch = typeof documentBatches.$inferSelect;
export interface CreatedRow {
  id: string;
  documentId: string;
  input: BatchRowInput;
}
type Picked = { id: string; input: BatchRowInput | null };
type Outcome = { id: string; status: "created" | "done" | "failed"; documentId: string | null; error: string | null };

export const messageOf = (err: unknown) => (err instanceof AppError ? err.message : BATCH_MESSAGES.rowFailed);

const bodyOf = (batch: Batch, template: AvailableTemplateDetail, input: BatchRowInput) => ({
  templateId: template.id,
  values: input.values,
  headerId: template.defaultHeaderId,
  footerId: template.defaultFooterId,
  recipientEmail: input.recipientEmail,
  recipientPhone: input.recipientPhone,
  autoSendEmail: input.autoSendEmail,
  autoSendWhatsapp: input.autoSendWhatsapp,
  status: batch.documentStatus as "draft" | "finalized",
});

/**
 * Up to CHUNK pending rows → documents in one transaction, each row's state written in it (exactly
 * once: a row is taken only while pending, locked, skipping rows another run holds). The rows were
 * validated on upload, so the chunk first goes without savepoints; if one row fails after all (a
 * header gone, the template changed), the chunk is done again with a savepoint per row, so only that
 * row fails. Returns the finalized rows created (for their PDF and deliveries), or null when no
 * pending row is left.
 */
export async function createChunk(
  deps: Deps,
  actor: Actor,
  template: AvailableTemplateDetail,
  batch: Batch,
): Promise<CreatedRow[] | null> {
  const run = (perRowSavepoint: boolean) =>
    deps.db.transaction(async (tx) => {
      const picked = await tx
        .select({ id: rows.id, input: rows.input })
        .from(rows)
        .where(and(eq(rows.batchId, batch.id), eq(rows.status, "pending")))
        .orderBy(asc(rows.rowNumber))
        .limit(CHUNK)
        .for("update", { skipLocked: true });
      if (picked.length === 0) return null;
      const outcomes: Outcome[] = [];
      for (const row of picked) outcomes.push(await createOne(deps, tx, actor, template, batch, row, perRowSavepoint));
      await recordOutcomes(tx, outcomes);
      return outcomes.flatMap((o, i) => {
        const input = picked[i]?.input;
        return o.status === "created" && o.documentId && input ? [{ id: o.id, documentId: o.documentId, input }] : [];
      });
    });
  try {
    return await run(false);
  } catch (err) {
    deps.log.warn(`[lotes] lote ${batch.id}: uma linha falhou, repetindo o bloco linha a linha: ${String(err)}`);
    return run(true);
  }
}

async function createOne(
  deps: Deps,
  tx: Tx,
  actor: Actor,
  template: AvailableTemplateDetail,
  batch: Batch,
  row: Picked,
  perRowSavepoint: boolean,
): Promise<Outcome> {
  const input = row.input;
  if (!input) return { id: row.id, status: "failed", documentId: null, error: BATCH_MESSAGES.rowFailed };
  const create = async (t: Tx) => {
    const doc = await createDocumentIn(t, actor, bodyOf(batch, template, input), template);
    if (doc.status === "finalized") await recordAutoDeliveries(t, doc, actor.userId);
    return doc.id;
  };
  const finalized = batch.documentStatus === "finalized";
  if (!perRowSavepoint) {
    const documentId = await create(tx);
    return { id: row.id, status: finalized ? "created" : "done", documentId, error: null };
  }
  try {
    const documentId = await tx.transaction(create);
    return { id: row.id, status: finalized ? "created" : "done", documentId, error: null };
  } catch (err) {
    deps.log.warn(`[lotes] linha ${row.id} do lote ${batch.id} falhou: ${String(err)}`);
    return { id: row.id, status: "failed", documentId: null, error: messageOf(err) };
  }
}

/** The chunk's row states in one statement, in the chunk's transaction. */
async function recordOutcomes(tx: Tx, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map((o) => sql`(${o.id}::uuid, ${o.status}, ${o.documentId}::uuid, ${o.error})`),
    sql`, `,
  );
  await tx.execute(sql`
    update document_batch_rows r
    set status = v.status, document_id = v.document_id, error = v.error, updated_at = now()
    from (values ${values}) as v(id, status, document_id, error)
    where r.id = v.id`);
}
