import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { maskEmail, maskPhone, SIGNATURE_MESSAGES } from "../../../domain/signatures/signatures";
import { signatureSigners } from "../../db/tables/signatures";
import type { Deps } from "../../platform/deps";
import { queueDeliveries } from "../delivery";
import { codeSendRefusal, recordAttempt } from "./signer-attempts";
import { recordSignerMessages } from "./signer-messages";
import { assertCanSign, auditSigner, byToken, type SignerClient } from "./signing-access";
import { codeHash, signingCode } from "./signing-token";

export const CODE_TTL_MS = 10 * 60 * 1000;

/**
 * Issues a fresh 6-digit code (valid 10 minutes, 5 tries) and records its message: WhatsApp for the
 * sms method, else e-mail (sent by the delivery job, retried on failure, shown in the delivery log).
 * At most one a minute and five an hour, none for a locked signer; every send and refusal is evidence.
 * A new code does not reset the signer's count of wrong codes.
 */
export async function sendSigningCode(deps: Deps, token: string, client: SignerClient): Promise<{ message: string }> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await byToken(tx, token, true);
    assertCanSign(row, now);
    const refusal = await codeSendRefusal(tx, row, now);
    if (refusal) {
      await recordAttempt(tx, row.recipient.id, "code_send_refused", client, now);
      return { error: refusal };
    }
    // The expiry's random sub-second part makes each code different (the code is derived from it).
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS + randomInt(0, 1000));
    const code = signingCode(deps.config.authSecret, row.recipient.id, expiresAt);
    await tx
      .update(signatureSigners)
      .set({ codeHash: codeHash(row.recipient.id, code), codeExpiresAt: expiresAt, codeAttempts: 0 })
      .where(eq(signatureSigners.id, row.recipient.id));
    await recordAttempt(tx, row.recipient.id, "code_sent", client, now);
    await auditSigner(tx, row, "signature.code_sent", { method: row.recipient.authenticationMethod });
    return { row, deliveries: await recordSignerMessages(tx, deps, row.recipient.id, "signature_code", now) };
  });
  if ("error" in outcome) throw outcome.error;
  await queueDeliveries(deps, outcome.deliveries);
  const { recipient } = outcome.row;
  const whatsapp = recipient.authenticationMethod === "sms" && recipient.signerPhone;
  return {
    message: whatsapp
      ? SIGNATURE_MESSAGES.codeSentWhatsapp(maskPhone(recipient.signerPhone ?? ""))
      : SIGNATURE_MESSAGES.codeSentEmail(maskEmail(recipient.signerEmail)),
  };
}
