import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { documentDeliveryLog as log } from "../../db/tables/delivery";
import type { Deps } from "../../platform/deps";
import { recordAudit } from "../audit";
import { accountLinkBase } from "../branding";
import { recordWebhookEvent } from "../webhooks";
import { accountRateLimiter } from "./account-rate-limit";
import { DeliveryFailure } from "./delivery-errors";
import { deliveryTarget } from "./list-deliveries";
import { sendDocumentTo } from "./send-document";
import { shareLink } from "./share-link";

export interface DeliveryAttempt {
  /** The queue's job id: a re-run of the same job (after a crash) may take over its own hold. */
  jobId: string;
  /** No retry follows this attempt: a failure now is final. */
  lastTry: boolean;
  /** How long the row is held by this attempt (the job's expiry). */
  holdSeconds: number;
}

type DeliveryRow = typeof log.$inferSelect;
/** Sends what a held row asks for; another feature's rows (a signer's messages) come with their own sender. */
export type DeliverySender = (deps: Deps, row: DeliveryRow) => Promise<{ providerMessageId: string | null }>;

/** The document itself, with the row's public link (shares and automatic deliveries). */
export const sendDeliveryDocument: DeliverySender = async (deps, held) =>
  sendDocumentTo(deps, {
    accountId: held.corporateAccountId,
    ...deliveryTarget(held),
    message: held.message,
    // On the account's verified host under white label (decision 0043), else on APP_URL.
    link: shareLink(
      await accountLinkBase(deps.db, held.corporateAccountId, deps.config.appUrl),
      deps.config.authSecret,
      held.id,
    ),
    idempotencyKey: `delivery-${held.id}`,
  });

export type DeliveryOutcome =
  | { kind: "sent" }
  | { kind: "failed"; message: string }
  | { kind: "done" }
  | { kind: "deferred"; waitMs: number };

let limiter: { rate: number; take: (key: string) => number } | undefined;
const takeToken = (rate: number, key: string) => {
  if (limiter?.rate !== rate) limiter = { rate, take: accountRateLimiter(rate) };
  return limiter.take(key);
};

/**
 * One attempt at a recorded delivery (the deliver-document job). Idempotent: only a pending row is
 * sent, and only by the attempt holding it; a sent or failed row is left alone. Each attempt updates
 * the row: attempts, last error (still pending while retries remain), then sent (sent_at) or failed.
 * A transient failure is thrown again so the queue retries it with backoff.
 */
export async function processDelivery(
  deps: Deps,
  deliveryId: string,
  attempt: DeliveryAttempt,
  send: DeliverySender = sendDeliveryDocument,
): Promise<DeliveryOutcome> {
  const [row] = await deps.db.select().from(log).where(eq(log.id, deliveryId)).limit(1);
  if (row?.status !== "pending") return { kind: "done" };

  const waitMs = takeToken(
    deps.config.deliveryRatePerSecond ?? 20,
    `${row.corporateAccountId ?? "-"}:${row.deliveryType}`,
  );
  if (waitMs > 0) return { kind: "deferred", waitMs };

  const now = deps.clock();
  const [held] = await deps.db
    .update(log)
    .set({
      attempts: sql`${log.attempts} + 1`,
      lockedBy: attempt.jobId,
      lockedUntil: new Date(now.getTime() + attempt.holdSeconds * 1000),
      lastAttemptAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(log.id, deliveryId),
        eq(log.status, "pending"),
        or(isNull(log.lockedUntil), lt(log.lockedUntil, now), eq(log.lockedBy, attempt.jobId)),
      ),
    )
    .returning();
  if (!held) {
    // Another attempt holds it right now; try later unless this was the last try (the holder finishes it).
    if (attempt.lastTry) return { kind: "done" };
    throw new Error("entrega em andamento em outra tarefa");
  }
  if (!held.documentId)
    return finish(deps, held.id, attempt.jobId, { kind: "failed", message: "Documento não encontrado" });

  try {
    const sent = await send(deps, held);
    return finish(deps, held.id, attempt.jobId, { kind: "sent" }, sent.providerMessageId);
  } catch (err) {
    const failure =
      err instanceof DeliveryFailure
        ? err
        : new DeliveryFailure(err instanceof Error ? err.message : String(err), false);
    if (failure.permanent || attempt.lastTry) {
      return finish(deps, held.id, attempt.jobId, { kind: "failed", message: failure.message });
    }
    await deps.db
      .update(log)
      .set({ errorMessage: failure.message, lockedUntil: null, lockedBy: null, updatedAt: deps.clock() })
      .where(and(eq(log.id, held.id), eq(log.lockedBy, attempt.jobId)));
    throw failure;
  }
}

async function finish(
  deps: Deps,
  id: string,
  jobId: string,
  outcome: { kind: "sent" } | { kind: "failed"; message: string },
  providerMessageId: string | null = null,
): Promise<DeliveryOutcome> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(log)
      .set(
        outcome.kind === "sent"
          ? {
              status: "sent",
              sentAt: now,
              errorMessage: null,
              providerMessageId,
              lockedUntil: null,
              lockedBy: null,
              updatedAt: now,
            }
          : { status: "failed", errorMessage: outcome.message, lockedUntil: null, lockedBy: null, updatedAt: now },
      )
      .where(and(eq(log.id, id), eq(log.lockedBy, jobId), eq(log.status, "pending")))
      .returning({ documentId: log.documentId, accountId: log.corporateAccountId, channel: log.deliveryType });
    // The account's webhooks hear of it with the change (issue 23); a repeated finish changes nothing and tells nothing.
    if (done)
      await recordWebhookEvent(tx, done.accountId, outcome.kind === "sent" ? "delivery.sent" : "delivery.failed", {
        deliveryId: id,
        documentId: done.documentId,
        channel: done.channel,
        status: outcome.kind,
      });
    if (done)
      await recordAudit(tx, {
        actor: { kind: "system" },
        accountId: done.accountId,
        action: outcome.kind === "sent" ? "delivery.sent" : "delivery.failed",
        target: { type: "delivery", id },
        changes: { channel: done.channel },
      });
  });
  return outcome;
}
