import { and, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { ACTIVE_SIGNATURE_STATUSES } from "../../../domain/documents/documents";
import { SIGNATURE_MESSAGES, type SignatureRequestDetail } from "../../../domain/signatures/signatures";
import { signatureRequests, signatureSigners } from "../../db/tables/signatures";
import type { Deps } from "../../platform/deps";
import { AppError, forbidden } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { setDocumentSignatureState } from "../documents";
import { providerNamed } from "./providers/registry";
import { mayCancel, requestDetail, visibleRequest } from "./read-request";
import { signatureWebhookEvent } from "./webhook-event";

/**
 * Cancels an active request (its owner, or an organisation-wide role that sees the document): the
 * request and its unanswered signers become canceled, so their links stop working, and the document
 * is finalized again (a new request may be made).
 */
export async function cancelSignatureRequest(
  deps: Deps,
  actor: Actor,
  requestId: string,
): Promise<SignatureRequestDetail> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await visibleRequest(tx, actor, requestId);
    if (!mayCancel(actor, { documentUserId: row.documentUserId, requestedBy: row.request.requestedBy })) {
      throw forbidden(SIGNATURE_MESSAGES.cancelForbidden);
    }
    const [canceled] = await tx
      .update(signatureRequests)
      .set({ status: "canceled", updatedAt: now })
      .where(
        and(
          eq(signatureRequests.id, requestId),
          inArray(signatureRequests.status, [...ACTIVE_SIGNATURE_STATUSES]),
          // Past its expiry it no longer runs (read time, issue 21 §5): nothing to cancel.
          or(isNull(signatureRequests.expiresAt), gt(signatureRequests.expiresAt, now)),
        ),
      )
      .returning();
    if (!canceled) throw new AppError("SIGNATURE_NOT_ACTIVE", SIGNATURE_MESSAGES.notActive);
    await recordAudit(tx, {
      actor,
      accountId: canceled.corporateAccountId,
      action: "signature.canceled",
      target: { type: "signature", id: requestId },
      changes: { provider: canceled.provider },
    });
    await providerNamed(canceled.provider).cancel(tx, deps, canceled);
    await tx
      .update(signatureSigners)
      .set({ status: "canceled", updatedAt: now })
      .where(
        and(
          eq(signatureSigners.signatureRequestId, requestId),
          inArray(signatureSigners.status, ["pending", "sent", "viewed"]),
        ),
      );
    await setDocumentSignatureState(tx, canceled.documentId, { status: "finalized" });
    await signatureWebhookEvent(tx, canceled, "signature.canceled");
    return requestDetail(tx, actor, canceled, row.documentUserId);
  });
}
