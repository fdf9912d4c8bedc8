import type { WebhookEndpointItem } from "../../../domain/webhooks/contract";
import { WEBHOOK_MESSAGES, type WebhookEndpointInput } from "../../../domain/webhooks/webhooks";
import { webhookEndpoints as endpoints } from "../../db/tables/webhooks";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { assertSavableUrl, type OutboundPolicy } from "../../platform/outbound/outbound-policy";
import { columns, existingWithAccess, mine, toItem } from "./endpoint-rows";

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
