import { and, count, desc, eq } from "drizzle-orm";
import type { WebhookEndpointItem } from "../../../domain/contracts/webhooks";
import type { Page } from "../../../domain/list";
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_MESSAGES, type WebhookEndpointInput } from "../../../domain/webhooks";
import { webhookEndpoints as endpoints } from "../../db/tables/webhooks";
import type { Db, Tx } from "../../platform/db/client";
import { listSourcePage } from "../../platform/db/list-page";
import { AppError } from "../../platform/errors/app-error";
import { assertSavableUrl, type OutboundPolicy } from "../../platform/outbound/outbound-policy";
import type { Secrets } from "../../platform/secrets/secrets";
import { accountPlanFeatures, lockAccountRow } from "../plans";
import { newWebhookSecret } from "./signing";

// Every operation takes the account id (from the session on the web, from the key in /api/v1): the
// tenant scope is in the same where as the endpoint's id.

const columns = {
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

const toItem = (r: Row): WebhookEndpointItem => ({
  ...r,
  failingSince: r.failingSince?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** Whether the account's plan has "Acesso à API" (webhooks come with it). */
export async function webhookAccessOf(db: Db | Tx, accountId: string) {
  const plan = await accountPlanFeatures(db, accountId);
  return { enabled: plan?.features.api_access_enabled === true, planName: plan?.planName ?? null };
}

export async function assertWebhookAccess(db: Db | Tx, accountId: string): Promise<void> {
  if (!(await webhookAccessOf(db, accountId)).enabled)
    throw new AppError("PLAN_FEATURE_DISABLED", WEBHOOK_MESSAGES.planFeature);
}

const mine = (accountId: string, id: string) => and(eq(endpoints.id, id), eq(endpoints.corporateAccountId, accountId));

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

export function listWebhookEndpoints(db: Db, accountId: string, page: number): Promise<Page<WebhookEndpointItem>> {
  return listSourcePage(
    db,
    page,
    {
      columns,
      source: endpoints,
      where: eq(endpoints.corporateAccountId, accountId),
      orderBy: [desc(endpoints.createdAt), desc(endpoints.id)],
    },
    toItem,
  );
}

/**
 * Creates an endpoint; its signing secret is in this answer only (the table keeps it encrypted). The
 * URL meets the address policy of the delivery first (decision 0019): a blocked one is not saved.
 */
export async function createWebhookEndpoint(
  db: Db,
  secrets: Secrets,
  accountId: string,
  input: WebhookEndpointInput,
  policy: OutboundPolicy,
): Promise<{ endpoint: WebhookEndpointItem; secret: string }> {
  await assertSavableUrl(input.url, "url", policy);
  return db.transaction(async (tx) => {
    await lockAccountRow(tx, accountId);
    await assertWebhookAccess(tx, accountId);
    const [held] = await tx.select({ n: count() }).from(endpoints).where(eq(endpoints.corporateAccountId, accountId));
    if (Number(held?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS)
      throw new AppError("WEBHOOK_LIMIT_REACHED", WEBHOOK_MESSAGES.limit);
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(endpoints)
      .values({ ...input, corporateAccountId: accountId, secret: secrets.encrypt(secret) })
      .returning(columns);
    if (!row) throw new AppError("SAVE_FAILED");
    return { endpoint: toItem(row), secret };
  });
}

/** Edits an endpoint (its URL under the same address policy as a new one's). */
export async function updateWebhookEndpoint(
  db: Db,
  accountId: string,
  id: string,
  input: WebhookEndpointInput,
  policy: OutboundPolicy,
): Promise<WebhookEndpointItem> {
  await assertSavableUrl(input.url, "url", policy);
  await existingWithAccess(db, accountId, id);
  const [row] = await db
    .update(endpoints)
    .set({
      ...input,
      // An admin's edit (enabling it again, a fixed URL) starts over: no automatic reason, no streak.
      disabledReason: null,
      failingSince: null,
      updatedAt: new Date(),
    })
    .where(mine(accountId, id))
    .returning(columns);
  if (!row) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
  return toItem(row);
}

/** Deletes an endpoint and its delivery log (pending deliveries go with it). */
export async function deleteWebhookEndpoint(db: Db, accountId: string, id: string): Promise<void> {
  await existingWithAccess(db, accountId, id);
  const gone = await db.delete(endpoints).where(mine(accountId, id)).returning({ id: endpoints.id });
  if (gone.length === 0) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
}

/** A new signing secret, shown once; the old one stops signing at once. */
export async function rotateWebhookSecret(
  db: Db,
  secrets: Secrets,
  accountId: string,
  id: string,
): Promise<{ endpoint: WebhookEndpointItem; secret: string }> {
  await existingWithAccess(db, accountId, id);
  const secret = newWebhookSecret();
  const [row] = await db
    .update(endpoints)
    .set({ secret: secrets.encrypt(secret), updatedAt: new Date() })
    .where(mine(accountId, id))
    .returning(columns);
  if (!row) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
  return { endpoint: toItem(row), secret };
}
