import { and, eq } from "drizzle-orm";
import type { WebhookEndpointItem } from "../../../domain/webhooks/contract";
import { WEBHOOK_MESSAGES } from "../../../domain/webhooks/webhooks";
import { webhookEndpoints as endpoints } from "../../db/tables/webhooks";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { assertWebhookAccess } from "./webhook-access";

// Every operation takes the account id (from the session on the web, from the key in /api/v1): the
// tenant scope is in the same where as the endpoint's id.

export const columns = {
  id: endpoints.id,
  url: endpoints.url,
  description: endpoints.description,
  events: endpoints.events,
  enabled: endpoints.enabled,
  disabledReason: endpoints.disabledReason,
  failingSince: endpoints.failingSince,
  createdAt: endpoints.createdAt,
};

type Row = Pick<typeof endpoints.$inferSelect, keyof typeof columns>;

export const toItem = (r: Row): WebhookEndpointItem => ({
  ...r,
  failingSince: r.failingSince?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export const mine = (accountId: string, id: string) =>
  and(eq(endpoints.id, id), eq(endpoints.corporateAccountId, accountId));

/** One endpoint of the account, or 404 (another account's is not there). */
export async function endpointOf(db: Db | Tx, accountId: string, id: string): Promise<WebhookEndpointItem> {
  const [row] = await db.select(columns).from(endpoints).where(mine(accountId, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
  return toItem(row);
}

/** The account's endpoint (404 first: another account's is not there), then the plan's permission to change it. */
export async function existingWithAccess(db: Db | Tx, accountId: string, id: string): Promise<WebhookEndpointItem> {
  const endpoint = await endpointOf(db, accountId, id);
  await assertWebhookAccess(db, accountId);
  return endpoint;
}
