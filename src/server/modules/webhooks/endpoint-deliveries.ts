import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Page } from "../../../domain/shared/list";
import type { WebhookDeliveryItem } from "../../../domain/webhooks/contract";
import { WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT } from "../../../domain/webhooks/webhooks";
import { webhookDeliveries as log } from "../../db/tables/webhooks";
import type { Db } from "../../platform/db/client";
import { listSourcePage } from "../../platform/db/list-page";
import { AppError } from "../../platform/errors/app-error";
import { endpointOf, existingWithAccess } from "./endpoint-rows";
import { webhookPayload } from "./record-event";

const columns = {
  id: log.id,
  eventId: log.eventId,
  eventType: log.eventType,
  status: log.status,
  attempts: log.attempts,
  lastStatusCode: log.lastStatusCode,
  lastError: log.lastError,
  nextAttemptAt: log.nextAttemptAt,
  deliveredAt: log.deliveredAt,
  createdAt: log.createdAt,
};
type Row = Pick<typeof log.$inferSelect, keyof typeof columns>;

const toItem = (r: Row): WebhookDeliveryItem => ({
  ...r,
  nextAttemptAt: r.status === "pending" ? r.nextAttemptAt.toISOString() : null,
  deliveredAt: r.deliveredAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** The endpoint's deliveries, newest first (the endpoint must be the account's: 404 otherwise). */
export async function listEndpointDeliveries(
  db: Db,
  accountId: string,
  endpointId: string,
  page: number,
): Promise<Page<WebhookDeliveryItem>> {
  await endpointOf(db, accountId, endpointId);
  return listSourcePage(
    db,
    page,
    {
      columns,
      source: log,
      where: and(eq(log.endpointId, endpointId), eq(log.corporateAccountId, accountId)),
      orderBy: [desc(log.createdAt), desc(log.id)],
    },
    toItem,
  );
}

/** A new outbox row for an enabled endpoint of the account; its insert NOTIFYs the worker at commit. */
async function enqueue(
  db: Db,
  accountId: string,
  endpointId: string,
  event: { eventId: string; eventType: WebhookDeliveryItem["eventType"]; payload: Record<string, unknown> },
): Promise<WebhookDeliveryItem> {
  const endpoint = await existingWithAccess(db, accountId, endpointId);
  if (!endpoint.enabled) throw new AppError("CONFLICT", WEBHOOK_MESSAGES.endpointDisabled);
  const [row] = await db
    .insert(log)
    .values({ ...event, corporateAccountId: accountId, endpointId })
    .returning(columns);
  if (!row) throw new AppError("SAVE_FAILED");
  return toItem(row);
}

/** "Enviar teste": a `webhook.test` event to this endpoint only. */
export function sendTestEvent(db: Db, accountId: string, endpointId: string): Promise<WebhookDeliveryItem> {
  return enqueue(db, accountId, endpointId, {
    eventId: randomUUID(),
    eventType: WEBHOOK_TEST_EVENT,
    payload: webhookPayload(WEBHOOK_TEST_EVENT, new Date(), { endpointId }),
  });
}

/**
 * "Reenviar": the same event (same webhook-id, so a receiver that got it already can tell) in a new
 * delivery with its own attempts; the old row stays in the log as it ended.
 */
export async function resendDelivery(
  db: Db,
  accountId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryItem> {
  const [old] = await db
    .select({ eventId: log.eventId, eventType: log.eventType, payload: log.payload })
    .from(log)
    .where(and(eq(log.id, deliveryId), eq(log.endpointId, endpointId), eq(log.corporateAccountId, accountId)))
    .limit(1);
  if (!old) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.deliveryNotFound);
  return enqueue(db, accountId, endpointId, old);
}
