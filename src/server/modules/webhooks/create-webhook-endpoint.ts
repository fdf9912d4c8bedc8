import { count, eq } from "drizzle-orm";
import type { WebhookEndpointItem } from "../../../domain/webhooks/contract";
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_MESSAGES, type WebhookEndpointInput } from "../../../domain/webhooks/webhooks";
import { webhookEndpoints as endpoints } from "../../db/tables/webhooks";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { assertSavableUrl, type OutboundPolicy } from "../../platform/outbound/outbound-policy";
import type { Secrets } from "../../platform/secrets/secrets";
import { lockAccountRow } from "../plans";
import { columns, toItem } from "./endpoint-rows";
import { newWebhookSecret } from "./signing";
import { assertWebhookAccess } from "./webhook-access";

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
