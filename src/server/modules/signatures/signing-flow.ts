import { randomInt } from "node:crypto";
import type { Readable } from "node:stream";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { maskEmail, maskPhone, SIGNATURE_MESSAGES, type SigningView } from "../../../domain/signatures";
import type { Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { accountBrand } from "../branding";
import { queueDeliveries } from "../delivery";
import { setDocumentSignatureState, touchDocument } from "../documents";
import { normalizeDrawnSignature } from "./drawn-signature";
import { signatureSealJob } from "./providers/builtin/signature-seal-job";
import { signatureRecipients, signatureRequests } from "./schema";
import {
  CODE_MAX_FAILURES,
  CODE_MAX_TRIES,
  codeSendRefusal,
  notifyRequesterOfLock,
  recordAttempt,
} from "./signer-attempts";
import { inviteSigner, recordSignerMessages } from "./signer-messages";
import {
  assertCanSign,
  assertLinkOpen,
  auditSigner,
  byToken,
  canSign,
  type SignerClient,
  type SigningRow,
  signingViewOf,
} from "./signing-access";
import { codeHash, sameHash, signingCode } from "./signing-token";
import { signatureWebhookEvent } from "./webhook-event";

export const CODE_TTL_MS = 10 * 60 * 1000;

/** What the signing page shows; 410 once the request was canceled, declined or expired. */
export async function signingView(deps: Deps, token: string): Promise<SigningView> {
  const row = await byToken(deps.db, token);
  const now = deps.clock();
  assertLinkOpen(row, now);
  return brandedView(deps, row, now);
}

/** The signing page's view in the sending account's look (issue 26). */
const brandedView = async (deps: Deps, row: SigningRow, now: Date): Promise<SigningView> => ({
  ...signingViewOf(row, now),
  brand: await accountBrand(deps.db, row.request.corporateAccountId),
});

/** The PDF being signed (410 once the request ended); the first opening is the signer's "view" (evidence), and the request is then in progress. */
export async function signingPdf(
  deps: Deps,
  token: string,
): Promise<{ title: string; body: Readable; byteSize: number }> {
  const row = await byToken(deps.db, token);
  const now = deps.clock();
  assertLinkOpen(row, now);
  const file = row.request.originalFileId ? await deps.storage.open(row.request.originalFileId) : null;
  if (!file) throw new AppError("SIGNING_LINK_INVALID", SIGNATURE_MESSAGES.linkInvalid);
  // The stream is opened first (a missing file records no view) and dropped if recording the view fails.
  if (canSign(row, now) && !row.recipient.viewedAt) {
    await recordView(deps, row, now).catch((err) => {
      file.body.destroy();
      throw err;
    });
  }
  return { title: row.documentTitle, body: file.body, byteSize: file.byteSize };
}

/** The signer's first opening: evidence, and the request is then in progress. */
async function recordView(deps: Deps, row: SigningRow, now: Date) {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(signatureRecipients)
      .set({ viewedAt: now, status: "viewed", updatedAt: now })
      .where(and(eq(signatureRecipients.id, row.recipient.id), eq(signatureRecipients.status, "sent")));
    await tx
      .update(signatureRequests)
      .set({ status: "in_progress", updatedAt: now })
      .where(and(eq(signatureRequests.id, row.request.id), inArray(signatureRequests.status, ["pending", "sent"])));
    await touchDocument(tx, row.request.documentId);
    await auditSigner(tx, row, "signature.opened");
  });
}

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
      .update(signatureRecipients)
      .set({ codeHash: codeHash(row.recipient.id, code), codeExpiresAt: expiresAt, codeAttempts: 0 })
      .where(eq(signatureRecipients.id, row.recipient.id));
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

export interface SignInput extends SignerClient {
  code: string;
  typedSignature?: string;
  drawnSignature?: string;
}

type CodeCheck = { error: AppError; lockedRow?: SigningRow } | { ok: true };

/**
 * Checks the code under the recipient's row lock, so parallel guesses are counted one by one: 5 tries
 * per code, 10 wrong codes in all lock the signer. Every try is recorded, and so is every refusal.
 */
async function checkCode(tx: Tx, row: SigningRow, input: SignInput, now: Date): Promise<CodeCheck> {
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
    .update(signatureRecipients)
    .set({
      codeAttempts: attempts,
      codeFailures: failures,
      ...(locked ? { lockedAt: now, codeHash: null, codeExpiresAt: null, updatedAt: now } : {}),
    })
    .where(eq(signatureRecipients.id, r.id));
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
    const check = await checkCode(tx, row, input, now);
    if ("error" in check) return check;
    const r = row.recipient;
    await tx
      .update(signatureRecipients)
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
      .where(eq(signatureRecipients.id, r.id));
    const [next] = await tx
      .select({ id: signatureRecipients.id })
      .from(signatureRecipients)
      .where(
        and(
          eq(signatureRecipients.signatureRequestId, row.request.id),
          gt(signatureRecipients.orderSequence, r.orderSequence),
          eq(signatureRecipients.status, "pending"),
        ),
      )
      .orderBy(asc(signatureRecipients.orderSequence))
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

/** The signer refuses with a reason: the request is declined, the links stop, the document can be sent again. */
export async function declineSigning(deps: Deps, token: string, reason: string, client: SignerClient) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await byToken(tx, token, true);
    assertCanSign(row, now);
    await tx
      .update(signatureRecipients)
      .set({
        status: "declined",
        declineReason: reason,
        signerIp: client.ip,
        signerUserAgent: client.userAgent?.slice(0, 500) ?? null,
        updatedAt: now,
      })
      .where(eq(signatureRecipients.id, row.recipient.id));
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
