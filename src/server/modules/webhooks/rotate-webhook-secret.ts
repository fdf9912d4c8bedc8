import type { WebhookEndpointItem } from "../../../domain/webhooks/contract";
import { WEBHOOK_MESSAGES } from "../../../domain/webhooks/webhooks";
import { webhookEndpoints as endpoints } from "../../db/tables/webhooks";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { Secrets } from "../../platform/secrets/secrets";
import { columns, existingWithAccess, mine, toItem } from "./endpoint-rows";
import { newWebhookSecret } from "./signing";

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
