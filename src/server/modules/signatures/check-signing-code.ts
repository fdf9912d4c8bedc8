import { eq } from "drizzle-orm";
import { SIGNATURE_MESSAGES } from "../../../domain/signatures/signatures";
import { signatureSigners } from "../../db/tables/signatures";
import type { Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { CODE_MAX_FAILURES, CODE_MAX_TRIES, recordAttempt } from "./signer-attempts";
import { auditSigner, type SignerClient, type SigningRow } from "./signing-access";
import { codeHash, sameHash } from "./signing-token";

export interface SignInput extends SignerClient {
  code: string;
  typedSignature?: string;
  drawnSignature?: string;
}

export type CodeCheck = { error: AppError; lockedRow?: SigningRow } | { ok: true };

/**
 * Checks the code under the recipient's row lock, so parallel guesses are counted one by one: 5 tries
 * per code, 10 wrong codes in all lock the signer. Every try is recorded, and so is every refusal.
 */
export async function checkSigningCode(tx: Tx, row: SigningRow, input: SignInput, now: Date): Promise<CodeCheck> {
  const r = row.recipient;
  const refuse = async (error: AppError): Promise<CodeCheck> => {
    await recordAttempt(tx, r.id, "code_refused", input, now);
    return { error };
  };
  if (r.lockedAt) return refuse(new AppError("SIGNER_LOCKED", SIGNATURE_MESSAGES.signerLocked));
  if (!r.codeHash || !r.codeExpiresAt) return refuse(new AppError("CODE_REQUIRED", SIGNATURE_MESSAGES.codeExpired));
  if (r.codeAttempts >= CODE_MAX_TRIES) return refuse(new AppError("CODE_TOO_MANY", SIGNATURE_MESSAGES.codeTooMany));
  if (r.codeExpiresAt.getTime() < now.getTime()) {
    return refuse(new AppError("CODE_EXPIRED", SIGNATURE_MESSAGES.codeExpired));
  }
  if (sameHash(r.codeHash, codeHash(r.id, input.code))) {
    await recordAttempt(tx, r.id, "code_right", input, now);
    return { ok: true };
  }
  const attempts = r.codeAttempts + 1;
  const failures = r.codeFailures + 1;
  const locked = failures >= CODE_MAX_FAILURES;
  await tx
    .update(signatureSigners)
    .set({
      codeAttempts: attempts,
      codeFailures: failures,
      ...(locked ? { lockedAt: now, codeHash: null, codeExpiresAt: null, updatedAt: now } : {}),
    })
    .where(eq(signatureSigners.id, r.id));
  await recordAttempt(tx, r.id, "code_wrong", input, now);
  await auditSigner(tx, row, "signature.code_failed", { failures, locked });
  if (locked) {
    await recordAttempt(tx, r.id, "locked", input, now);
    return { error: new AppError("SIGNER_LOCKED", SIGNATURE_MESSAGES.signerLocked), lockedRow: row };
  }
  const left = Math.min(CODE_MAX_TRIES - attempts, CODE_MAX_FAILURES - failures);
  if (attempts >= CODE_MAX_TRIES) return { error: new AppError("CODE_TOO_MANY", SIGNATURE_MESSAGES.codeTooMany) };
  const message = SIGNATURE_MESSAGES.codeInvalid(left);
  return { error: new AppError("CODE_INVALID", message, { code: message }) };
}
