import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { DeliveryChannel, DeliveryLogEntry, DeliveryStatus } from "../../../domain/delivery/delivery";
import { documentDeliveryLog as log } from "../../db/tables/delivery";
import type { Db } from "../../platform/db/client";
import { visibleDocument } from "./visible-document";

type LogRow = typeof log.$inferSelect;

/** What a delivery row sends, where: its document, channel, recipient and subject. */
export const deliveryTarget = (r: LogRow) => ({
  documentId: r.documentId ?? "",
  channel: r.deliveryType as DeliveryChannel,
  recipient: r.recipient,
  subject: r.subject,
});

export const deliveryEntry = (r: LogRow): DeliveryLogEntry => ({
  id: r.id,
  ...deliveryTarget(r),
  source: r.source,
  status: r.status as DeliveryStatus,
  attempts: r.attempts,
  errorMessage: r.errorMessage,
  sentAt: r.sentAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  lastAttemptAt: r.lastAttemptAt?.toISOString() ?? null,
});

/** The delivery log of a document the actor sees, newest first (spec 3 §7). */
export async function listDeliveries(db: Db, actor: Actor, documentId: string): Promise<DeliveryLogEntry[]> {
  const doc = await visibleDocument(db, actor, documentId);
  const rows = await db
    .select()
    .from(log)
    .where(and(eq(log.documentId, doc.id)))
    .orderBy(desc(log.createdAt), desc(log.id))
    .limit(200);
  return rows.map(deliveryEntry);
}
