import { eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import {
  DELIVERY_MESSAGES,
  type DeliveryLogEntry,
  defaultShareSubject,
  SHAREABLE_STATUSES,
  type ShareBody,
  whatsappNumber,
} from "../../../domain/delivery/delivery";
import { documentDeliveryLog as log } from "../../db/tables/delivery";
import { AppError } from "../../platform/errors/app-error";
import { type QueueingDeps, queueDeliveries } from "./deliver-document-job";
import { deliveryEntry } from "./list-deliveries";
import { recordDeliveries } from "./record-delivery";
import { visibleDocument } from "./visible-document";

/**
 * Compartilhar (spec 3 "Share dialog"): a visible, non-draft document is recorded as a pending
 * delivery and queued; the answer comes at once (202) and the log shows how it goes.
 */
export async function shareDocument(
  deps: QueueingDeps,
  actor: Actor,
  documentId: string,
  body: ShareBody,
): Promise<DeliveryLogEntry> {
  const doc = await visibleDocument(deps.db, actor, documentId);
  if (!(SHAREABLE_STATUSES as readonly string[]).includes(doc.status)) {
    throw new AppError("CONFLICT", DELIVERY_MESSAGES.draftNotShareable);
  }
  const email = body.channel === "email";
  const [id] = await deps.db.transaction((tx) =>
    recordDeliveries(tx, [
      {
        documentId: doc.id,
        accountId: doc.corporateAccountId,
        ownerId: doc.userId,
        requestedBy: actor.userId,
        source: "share",
        channel: body.channel,
        recipient: email ? body.recipient.toLowerCase() : whatsappNumber(body.recipient),
        subject: email ? body.subject || defaultShareSubject(doc.title) : null,
        message: body.message || null,
      },
    ]),
  );
  if (!id) throw new AppError("INTERNAL_ERROR", DELIVERY_MESSAGES.shareError);
  await queueDeliveries(deps, [id]);
  const [row] = await deps.db.select().from(log).where(eq(log.id, id)).limit(1);
  if (!row) throw new AppError("INTERNAL_ERROR", DELIVERY_MESSAGES.shareError);
  return deliveryEntry(row);
}
