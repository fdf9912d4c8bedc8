import type { WebhookEventType } from "../../../domain/webhooks/webhooks";
import type { Tx } from "../../platform/db/client";
import { recordWebhookEvent } from "../webhooks";

type SignatureEvent = Extract<WebhookEventType, `signature.${string}`>;

/** Tells the account's webhooks (issue 23) of a request's change, in the transaction that makes it: ids and the new status. */
export function signatureWebhookEvent(
  tx: Tx,
  request: { id: string; documentId: string; corporateAccountId: string | null },
  type: SignatureEvent,
  extra: Record<string, unknown> = {},
): Promise<void> {
  return recordWebhookEvent(tx, request.corporateAccountId, type, {
    signatureRequestId: request.id,
    documentId: request.documentId,
    status: type.slice("signature.".length),
    ...extra,
  });
}
