import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { DELIVERY_MESSAGES, type DeliveryLogEntry } from "../../../domain/delivery/delivery";
import { documentDeliveryLog as log } from "../../db/tables/delivery";
import { AppError, notFound } from "../../platform/errors/app-error";
import { type QueueingDeps, queueDeliveries } from "./deliver-document-job";
import { deliveryEntry } from "./list-deliveries";
import { visibleDocument } from "./visible-document";

/**
 * Reenviar: a failed delivery of a visible document goes back to pending and onto the queue; a
 * pending one that failed an attempt and waits for its next retry (nobody holding it) is tried now.
 */
export async function retryDelivery(
  deps: QueueingDeps,
  actor: Actor,
  documentId: string,
  deliveryId: string,
): Promise<DeliveryLogEntry> {
  const doc = await visibleDocument(deps.db, actor, documentId);
  const now = new Date();
  const waitingRetry = and(
    eq(log.status, "pending"),
    isNotNull(log.errorMessage),
    or(isNull(log.lockedUntil), lt(log.lockedUntil, now)),
  );
  const [row] = await deps.db
    .update(log)
    .set({ status: "pending", errorMessage: null, lockedUntil: null, lockedBy: null, updatedAt: now })
    .where(and(eq(log.id, deliveryId), eq(log.documentId, doc.id), or(eq(log.status, "failed"), waitingRetry)))
    .returning();
  if (!row) {
    const [exists] = await deps.db
      .select({ id: log.id })
      .from(log)
      .where(and(eq(log.id, deliveryId), eq(log.documentId, doc.id)))
      .limit(1);
    if (!exists) throw notFound(DELIVERY_MESSAGES.deliveryNotFound);
    throw new AppError("CONFLICT", DELIVERY_MESSAGES.onlyFailedRetry);
  }
  await queueDeliveries(deps, [row.id]);
  return deliveryEntry(row);
}
