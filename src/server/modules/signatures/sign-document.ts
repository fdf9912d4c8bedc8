import { and, asc, eq, gt } from "drizzle-orm";
import type { SigningView } from "../../../domain/signatures/signatures";
import { signatureRequests, signatureSigners } from "../../db/tables/signatures";
import type { Deps } from "../../platform/deps";
import { queueDeliveries } from "../delivery";
import { touchDocument } from "../documents";
import { checkSigningCode, type SignInput } from "./check-signing-code";
import { normalizeDrawnSignature } from "./drawn-signature";
import { signatureSealJob } from "./providers/builtin/signature-seal-job";
import { notifyRequesterOfLock } from "./signer-attempts";
import { inviteSigner } from "./signer-messages";
import { assertCanSign, auditSigner, byToken } from "./signing-access";
import { brandedView } from "./signing-view";
import { signatureWebhookEvent } from "./webhook-event";

/**
 * Checks the code and records the signature with its evidence, under a lock on the recipient. The
 * drawn signature is decoded, checked and re-encoded first, so a bad image costs no try. The next
 * signer is then invited; after the last one the request is sealed (job).
 */
export async function signDocument(deps: Deps, token: string, input: SignInput): Promise<SigningView> {
  const now = deps.clock();
  // The image is decoded only for a link that may sign now (cheap checks first, then again under the lock).
  if (input.drawnSignature) assertCanSign(await byToken(deps.db, token), now);
  const drawn = input.drawnSignature ? normalizeDrawnSignature(input.drawnSignature) : null;
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await byToken(tx, token, true);
    assertCanSign(row, now);
    const check = await checkSigningCode(tx, row, input, now);
    if ("error" in check) return check;
    const r = row.recipient;
    await tx
      .update(signatureSigners)
      .set({
        status: "signed",
        signedAt: now,
        codeVerifiedAt: now,
        codeHash: null,
        codeAttempts: r.codeAttempts + 1,
        signerIp: input.ip,
        signerUserAgent: input.userAgent?.slice(0, 500) ?? null,
        signatureTyped: drawn ? null : (input.typedSignature ?? null),
        signatureImage: drawn,
        updatedAt: now,
      })
      .where(eq(signatureSigners.id, r.id));
    const [next] = await tx
      .select({ id: signatureSigners.id })
      .from(signatureSigners)
      .where(
        and(
          eq(signatureSigners.signatureRequestId, row.request.id),
          gt(signatureSigners.orderSequence, r.orderSequence),
          eq(signatureSigners.status, "pending"),
        ),
      )
      .orderBy(asc(signatureSigners.orderSequence))
      .limit(1);
    const deliveries = next ? await inviteSigner(tx, deps, next.id, now) : [];
    await tx
      .update(signatureRequests)
      .set({ status: "in_progress", updatedAt: now })
      .where(eq(signatureRequests.id, row.request.id));
    await touchDocument(tx, row.request.documentId);
    await signatureWebhookEvent(tx, row.request, "signature.signer_signed", { signerId: r.id });
    await auditSigner(tx, row, "signature.signed", { last: !next });
    return { deliveries, last: !next, requestId: row.request.id };
  });
  if ("error" in outcome) {
    if (outcome.lockedRow) await notifyRequesterOfLock(deps, outcome.lockedRow);
    throw outcome.error;
  }
  await queueDeliveries(deps, outcome.deliveries);
  if (outcome.last) await deps.jobs.send(signatureSealJob, { requestId: outcome.requestId });
  return brandedView(deps, await byToken(deps.db, token), deps.clock());
}
