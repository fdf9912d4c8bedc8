import { DELIVERY_CHANNELS, type DeliveryChannel, SHARE_LINK_DAYS } from "../../../domain/delivery/delivery";
import { documentDeliveryLog as log } from "../../db/tables/delivery";
import type { Tx } from "../../platform/db/client";
import { recordAudit } from "../audit";
import type { FinalizedDocument } from "../documents";

export interface NewDelivery {
  documentId: string;
  /** The document's account and owner (the row is scoped and announced like the document). */
  accountId: string | null;
  ownerId: string;
  requestedBy: string | null;
  /** "share", "auto", or another feature's name (e.g. "signature"). */
  source: string;
  channel: DeliveryChannel;
  recipient: string;
  subject?: string | null;
  message?: string | null;
  /** A message to a signer (the signatures feature composes and sends it). */
  signerId?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records deliveries as pending in the caller's transaction (with the change that asks for them, so
 * a crash cannot lose one): the job queue picks them up after the commit (queueDeliveries) and the
 * periodic sweep catches any whose job was never queued. Returns the new rows' ids.
 */
export async function recordDeliveries(tx: Tx, rows: NewDelivery[], now = new Date()): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(log)
    .values(
      rows.map((r) => ({
        documentId: r.documentId,
        corporateAccountId: r.accountId,
        userId: r.ownerId,
        requestedBy: r.requestedBy,
        source: r.source,
        deliveryType: r.channel,
        recipient: r.recipient,
        subject: r.subject ?? null,
        message: r.message ?? null,
        signerId: r.signerId ?? null,
        status: "pending",
        linkExpiresAt: new Date(now.getTime() + SHARE_LINK_DAYS * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({
      id: log.id,
      accountId: log.corporateAccountId,
      by: log.requestedBy,
      channel: log.deliveryType,
      source: log.source,
      documentId: log.documentId,
    });
  // The trail names the delivery, not its recipient (personal data stays in the delivery log).
  for (const r of inserted)
    await recordAudit(tx, {
      actor: r.by ? { userId: r.by } : { kind: "system" },
      accountId: r.accountId,
      action: "delivery.requested",
      target: { type: "delivery", id: r.id },
      changes: { channel: r.channel, source: r.source, documentId: r.documentId },
    });
  return inserted.map((r) => r.id);
}

/** The automatic deliveries of a document just finalized: one per ticked box with its recipient (spec 3 §4). */
export function recordAutoDeliveries(tx: Tx, doc: FinalizedDocument, requestedBy: string): Promise<string[]> {
  const rows: NewDelivery[] = [];
  for (const channel of DELIVERY_CHANNELS) {
    const ticked = channel === "email" ? doc.autoSendEmail : doc.autoSendWhatsapp;
    const recipient = channel === "email" ? doc.recipientEmail : doc.recipientPhone;
    if (!ticked || !recipient) continue;
    rows.push({
      documentId: doc.id,
      accountId: doc.corporateAccountId,
      ownerId: doc.userId,
      requestedBy,
      source: "auto",
      channel,
      recipient,
    });
  }
  return recordDeliveries(tx, rows);
}
