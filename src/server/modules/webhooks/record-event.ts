import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { WebhookEventType, WebhookSentType } from "../../../domain/webhooks/webhooks";
import { webhookDeliveries, webhookEndpoints } from "../../db/tables/webhooks";
import type { Db, Tx } from "../../platform/db/client";

/** What a receiver gets (Standard Webhooks payload shape): the type, when it happened, small data (ids, statuses). */
export function webhookPayload(type: WebhookSentType, at: Date, data: Record<string, unknown>) {
  return { type, timestamp: at.toISOString(), data };
}

/**
 * Records an event in the outbox, in the caller's transaction (with the change it tells of: a rollback
 * records nothing): one delivery per enabled endpoint of the account subscribed to the type. The
 * insert's NOTIFY reaches the worker at commit. Data: ids and statuses only, never a secret.
 * Documents without a corporate account (the super admin's own) have no endpoints: nothing happens.
 */
export async function recordWebhookEvent(
  tx: Db | Tx,
  accountId: string | null | undefined,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  if (!accountId) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.corporateAccountId, accountId),
        eq(webhookEndpoints.enabled, true),
        sql`${type} = any(${webhookEndpoints.events})`,
      ),
    );
  if (endpoints.length === 0) return;
  const now = new Date();
  const eventId = randomUUID();
  const payload = webhookPayload(type, now, data);
  await tx.insert(webhookDeliveries).values(
    endpoints.map((e) => ({
      eventId,
      eventType: type,
      corporateAccountId: accountId,
      endpointId: e.id,
      payload,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}
