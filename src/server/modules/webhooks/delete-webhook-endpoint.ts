import { WEBHOOK_MESSAGES } from "../../../domain/webhooks/webhooks";
import { webhookEndpoints as endpoints } from "../../db/tables/webhooks";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { existingWithAccess, mine } from "./endpoint-rows";

/** Deletes an endpoint and its delivery log (pending deliveries go with it). */
export async function deleteWebhookEndpoint(db: Db, accountId: string, id: string): Promise<void> {
  await existingWithAccess(db, accountId, id);
  const gone = await db.delete(endpoints).where(mine(accountId, id)).returning({ id: endpoints.id });
  if (gone.length === 0) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
}
