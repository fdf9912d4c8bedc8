import type { Actor } from "../../../domain/auth/permissions";
import type { DeliveryChannelsStatus } from "../../../domain/delivery/delivery";
import type { Deps } from "../../platform/deps";
import { channelConfigured } from "./delivery-config";
import { visibleDocument } from "./visible-document";

/**
 * Whether the document's deliveries would find an SMTP / WhatsApp configuration (the dialog's warning),
 * and whether the development outbox takes what finds none (the dialog's and signature screens' notice).
 */
export async function channelStatus(
  { db, config }: Pick<Deps, "db" | "config">,
  actor: Actor,
  documentId: string,
): Promise<DeliveryChannelsStatus> {
  const doc = await visibleDocument(db, actor, documentId);
  return {
    email: await channelConfigured(db, doc.corporateAccountId, "email"),
    whatsapp: await channelConfigured(db, doc.corporateAccountId, "whatsapp"),
    devOutbox: config.devOutbox,
  };
}
