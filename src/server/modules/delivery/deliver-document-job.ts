import { and, eq, isNull, lt, or } from "drizzle-orm";
import { documentDeliveryLog as log } from "../../db/tables/delivery";
import type { Deps } from "../../platform/deps";
import { defineJob } from "../../platform/jobs/define-job";
import { deliveryPayload } from "../../platform/jobs/requeue-lost";
import { type DeliverySender, processDelivery, sendDeliveryDocument } from "./process-delivery";

/** Retries: 4 after the first try, waiting 2, 4, 8 and 16 minutes (5 attempts over about 30 minutes). */
export const DELIVERY_RETRY = { limit: 4, delaySeconds: 120, backoff: true } as const;
const HOLD_SECONDS = 120;

/**
 * A signer's message (invitation, reminder, code) is composed by the signatures module, which hands
 * its sender over when it loads (it records those rows, so it is loaded wherever they exist); the
 * rest is the document. Delivery does not import signatures: signatures builds on delivery.
 */
let signerMessageSender: DeliverySender | undefined;
export function handleSignerMessagesWith(sender: DeliverySender): void {
  signerMessageSender = sender;
}

/** Rows of these sources are composed by the feature that recorded them (the signatures' completion messages). */
const sourceSenders = new Map<string, DeliverySender>();
export function handleDeliverySourcesWith(sources: readonly string[], sender: DeliverySender): void {
  for (const source of sources) sourceSenders.set(source, sender);
}

const sendRow: DeliverySender = (deps, row) => {
  const own = sourceSenders.get(row.source);
  if (own) return own(deps, row);
  if (!row.signerId) return sendDeliveryDocument(deps, row);
  if (!signerMessageSender) throw new Error("signer messages: the signatures module was not loaded");
  return signerMessageSender(deps, row);
};

/**
 * Sends one recorded delivery (document_delivery_log row) by e-mail or WhatsApp: the document, or a
 * message to a signer. The payload is the
 * row's id only; the row says what to send. Policy "short" with the row id as singleton key: at most
 * one queued job per delivery, however often it is queued (after the commit, by the sweep, on retry).
 */
export const deliverDocumentJob = defineJob({
  name: "deliver-document",
  payload: deliveryPayload,
  retry: DELIVERY_RETRY,
  expireInSeconds: HOLD_SECONDS,
  concurrency: 8,
  batchSize: 8,
  policy: "short",
  async handle({ deliveryId }, { deps, jobId, retryCount }) {
    const outcome = await processDelivery(
      deps,
      deliveryId,
      {
        jobId,
        lastTry: retryCount >= DELIVERY_RETRY.limit,
        holdSeconds: deliverDocumentJob.expireInSeconds,
      },
      sendRow,
    );
    if (outcome.kind === "deferred") {
      // Over the account's rate: back on the queue for later, without spending an attempt.
      await deps.jobs.send(
        deliverDocumentJob,
        { deliveryId },
        { singletonKey: deliveryId, startAfter: new Date(deps.clock().getTime() + outcome.waitMs) },
      );
    }
  },
});

/** What recording deliveries and queueing them needs: the database, the queue and the log. */
export type QueueingDeps = Pick<Deps, "db" | "jobs" | "log">;

/** Queues the given deliveries (after the transaction that recorded them committed). */
export async function queueDeliveries(deps: Pick<Deps, "jobs" | "log">, ids: readonly string[]): Promise<void> {
  for (const deliveryId of ids) {
    try {
      await deps.jobs.send(deliverDocumentJob, { deliveryId }, { singletonKey: deliveryId });
    } catch (err) {
      // The row is recorded as pending: the sweep (requeue-deliveries) queues it later.
      deps.log.error(`[entregas] não foi possível enfileirar ${deliveryId}: ${String(err)}`);
    }
  }
}

/** Queues a document's pending deliveries that nobody holds (e.g. the automatic ones of a save just committed). */
export async function queueDocumentDeliveries(deps: QueueingDeps, documentId: string) {
  const rows = await deps.db
    .select({ id: log.id })
    .from(log)
    .where(
      and(
        eq(log.documentId, documentId),
        eq(log.status, "pending"),
        or(isNull(log.lockedUntil), lt(log.lockedUntil, new Date())),
      ),
    );
  await queueDeliveries(
    deps,
    rows.map((r) => r.id),
  );
}
