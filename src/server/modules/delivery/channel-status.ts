import type { DeliveryChannelsStatus } from "../../../domain/delivery";
import type { Db } from "../../platform/db/client";
import type { Actor } from "../auth";
import { channelConfigured } from "./delivery-config";
import { visibleDocument } from "./visible-document";

/** Whether the document's deliveries would find an SMTP / WhatsApp configuration (the dialog's warning). */
export async function channelStatus(db: Db, actor: Actor, documentId: string): Promise<DeliveryChannelsStatus> {
  const doc = await visibleDocument(db, actor, documentId);
  return {
    email: await channelConfigured(db, doc.corporateAccountId, "email"),
    whatsapp: await channelConfigured(db, doc.corporateAccountId, "whatsapp"),
  };
}
