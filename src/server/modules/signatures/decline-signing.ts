import { eq } from "drizzle-orm";
import { signatureRequests, signatureSigners } from "../../db/tables/signatures";
import type { Deps } from "../../platform/deps";
import { setDocumentSignatureState } from "../documents";
import { assertCanSign, auditSigner, byToken, type SignerClient } from "./signing-access";
import { brandedView } from "./signing-view";
import { signatureWebhookEvent } from "./webhook-event";

/** The signer refuses with a reason: the request is declined, the links stop, the document can be sent again. */
export async function declineSigning(deps: Deps, token: string, reason: string, client: SignerClient) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await byToken(tx, token, true);
    assertCanSign(row, now);
    await tx
      .update(signatureSigners)
      .set({
        status: "declined",
        declineReason: reason,
        signerIp: client.ip,
        signerUserAgent: client.userAgent?.slice(0, 500) ?? null,
        updatedAt: now,
      })
      .where(eq(signatureSigners.id, row.recipient.id));
    await tx
      .update(signatureRequests)
      .set({ status: "declined", updatedAt: now })
      .where(eq(signatureRequests.id, row.request.id));
    await setDocumentSignatureState(tx, row.request.documentId, { status: "finalized" });
    await signatureWebhookEvent(tx, row.request, "signature.declined", { signerId: row.recipient.id });
    await auditSigner(tx, row, "signature.declined");
  });
  // The answer to the refusal itself (the link answers 410 from now on).
  return brandedView(deps, await byToken(deps.db, token), deps.clock());
}
