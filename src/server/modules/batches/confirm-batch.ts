import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { BATCH_MESSAGES } from "../../../domain/batches/batches";
import { documentBatches as batches, documentBatchRows as rows } from "../../db/tables/batches";
import type { Db, Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { accountPlanFeatures, lockAccountRow, signaturesThisMonth } from "../plans";
import { batchRunJob } from "./batch-run-job";
import { visibleBatch } from "./batch-views";

/**
 * The batch's monthly plan limits, checked up front for the whole batch: the signature requests it
 * would make this (Brasília) month. Documents carry no monthly limit in the plans (spec 2 §9:
 * "ilimitado"), so the signatures are what can refuse it, saying by how many rows it passes.
 */
async function assertBatchWithinPlan(tx: Tx, accountId: string | null, signatureRows: number, at: Date) {
  if (!accountId || signatureRows === 0) return;
  await lockAccountRow(tx, accountId);
  const plan = await accountPlanFeatures(tx, accountId);
  if (!plan) return;
  const max = plan.features.monthly_signatures_limit;
  const over = (await signaturesThisMonth(tx, accountId, at)) + signatureRows - max;
  if (over > 0) throw new AppError("PLAN_LIMIT_REACHED", BATCH_MESSAGES.signatureLimit(plan.planName, max, over));
}

/** validated → running, then the batch job is queued: the documents are created in the background. */
export async function confirmBatch(deps: Pick<Deps, "db" | "jobs" | "clock">, actor: Actor, id: string): Promise<void> {
  const db: Db = deps.db;
  await db.transaction(async (tx) => {
    const batch = await visibleBatch(tx, actor, id);
    const [locked] = await tx
      .select({ status: batches.status })
      .from(batches)
      .where(eq(batches.id, batch.id))
      .for("update");
    const [valid] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(rows)
      .where(and(eq(rows.batchId, batch.id), eq(rows.status, "pending")));
    if (locked?.status !== "validated") throw new AppError("CONFLICT", BATCH_MESSAGES.notValidated);
    if (Number(valid?.n ?? 0) === 0) throw new AppError("CONFLICT", BATCH_MESSAGES.nothingValid);
    await assertBatchWithinPlan(tx, batch.corporateAccountId, batch.signatureRows, deps.clock());
    await tx.update(batches).set({ status: "running", confirmedAt: deps.clock() }).where(eq(batches.id, batch.id));
  });
  // A crash before this send is caught by the batch sweep (running, no job).
  await deps.jobs.send(batchRunJob, { batchId: id }, { singletonKey: id });
}

/** Discards a batch not confirmed yet (nothing was created from it). */
export async function removeBatch(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const batch = await visibleBatch(tx, actor, id);
    const deleted = await tx
      .delete(batches)
      .where(and(eq(batches.id, batch.id), eq(batches.status, "validated")))
      .returning({ id: batches.id });
    if (deleted.length === 0) throw new AppError("CONFLICT", BATCH_MESSAGES.notValidated);
  });
}
