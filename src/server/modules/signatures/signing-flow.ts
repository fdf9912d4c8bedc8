import { randomInt } from "node:crypto";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { SignatureStatus } from "../../../domain/documents";
import { isActiveSignatureStatus } from "../../../domain/signature-state";
import {
  type AuthMethod,
  maskEmail,
  maskPhone,
  SIGNATURE_MESSAGES,
  type SigningView,
} from "../../../domain/signatures";
import type { Db, Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { queueDeliveries } from "../delivery";
import { setDocumentSignatureState, touchDocument } from "../documents";
import { generatedDocuments as docs } from "../documents/schema";
import { signatureRecipients, signatureRequests } from "./schema";
import { signatureSealJob } from "./seal/signature-seal-job";
import { inviteSigner, recordSignerMessages } from "./signer-messages";
import { codeHash, sameHash, signingCode, tokenHash } from "./signing-token";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;

const linkInvalid = () => new AppError("SIGNING_LINK_INVALID", SIGNATURE_MESSAGES.linkInvalid);

/** The recipient of a link with its request and document; 404 for an unknown token or a non built-in request. */
async function byToken(db: Db | Tx, token: string, lock = false) {
  const q = db
    .select({ recipient: signatureRecipients, request: signatureRequests, documentTitle: docs.title })
    .from(signatureRecipients)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureRecipients.signatureRequestId))
    .innerJoin(docs, eq(docs.id, signatureRequests.documentId))
    .where(and(eq(signatureRecipients.accessTokenHash, tokenHash(token)), eq(signatureRequests.provider, "builtin")))
    .limit(1);
  const [row] = lock ? await q.for("update", { of: signatureRecipients }) : await q;
  if (!row) throw linkInvalid();
  return row;
}
type Row = Awaited<ReturnType<typeof byToken>>;

const expired = (row: Row, now: Date) =>
  row.request.expiresAt !== null && row.request.expiresAt.getTime() < now.getTime();

/** It is this signer's turn: the request is active and not past its expiry, and they were invited and have not answered. */
const canSign = (row: Row, now: Date) =>
  isActiveSignatureStatus(row.request.status) &&
  !expired(row, now) &&
  ["sent", "viewed"].includes(row.recipient.status);

function view(row: Row, now: Date): SigningView {
  const whatsapp = row.recipient.authenticationMethod === "sms" && Boolean(row.recipient.signerPhone);
  return {
    documentTitle: row.documentTitle,
    signerName: row.recipient.signerName,
    signerEmail: maskEmail(row.recipient.signerEmail),
    method: row.recipient.authenticationMethod as AuthMethod,
    codeChannel: whatsapp ? "whatsapp" : "email",
    codeDestination: whatsapp ? maskPhone(row.recipient.signerPhone ?? "") : maskEmail(row.recipient.signerEmail),
    status: row.recipient.status as SignatureStatus,
    requestStatus: (expired(row, now) && isActiveSignatureStatus(row.request.status)
      ? "expired"
      : row.request.status) as SignatureStatus,
    canSign: canSign(row, now),
    sandbox: row.request.sandbox,
    expiresAt: row.request.expiresAt?.toISOString() ?? null,
  };
}

function assertCanSign(row: Row, now: Date) {
  if (!isActiveSignatureStatus(row.request.status) || expired(row, now)) {
    throw new AppError("SIGNATURE_NOT_ACTIVE", SIGNATURE_MESSAGES.notActive);
  }
  if (!["sent", "viewed"].includes(row.recipient.status)) {
    throw new AppError("NOT_YOUR_TURN", SIGNATURE_MESSAGES.notYourTurn);
  }
}

export async function signingView(deps: Deps, token: string): Promise<SigningView> {
  return view(await byToken(deps.db, token), deps.clock());
}

/** The PDF being signed; the first opening is the signer's "view" (evidence), and the request is then in progress. */
export async function signingPdf(deps: Deps, token: string): Promise<{ title: string; data: Buffer }> {
  const row = await byToken(deps.db, token);
  const now = deps.clock();
  const file = row.request.originalFileId ? await deps.storage.get(row.request.originalFileId) : null;
  if (!file) throw linkInvalid();
  if (canSign(row, now) && !row.recipient.viewedAt) {
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
    });
  }
  return { title: row.documentTitle, data: file.data };
}

/**
 * Issues a fresh 6-digit code (valid 10 minutes, 5 tries) and records its message: WhatsApp for the
 * sms method, else e-mail (sent by the delivery job, retried on failure, shown in the delivery log).
 */
export async function sendSigningCode(deps: Deps, token: string): Promise<{ message: string }> {
  const now = deps.clock();
  const row = await byToken(deps.db, token);
  assertCanSign(row, now);
  // The expiry's random sub-second part makes each code different (the code is derived from it).
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS + randomInt(0, 1000));
  const code = signingCode(deps.config.authSecret, row.recipient.id, expiresAt);
  const deliveries = await deps.db.transaction(async (tx) => {
    await tx
      .update(signatureRecipients)
      .set({ codeHash: codeHash(row.recipient.id, code), codeExpiresAt: expiresAt, codeAttempts: 0 })
      .where(eq(signatureRecipients.id, row.recipient.id));
    return recordSignerMessages(tx, deps, row.recipient.id, "signature_code", now);
  });
  await queueDeliveries(deps, deliveries);
  const whatsapp = row.recipient.authenticationMethod === "sms" && row.recipient.signerPhone;
  return {
    message: whatsapp
      ? SIGNATURE_MESSAGES.codeSentWhatsapp(maskPhone(row.recipient.signerPhone ?? ""))
      : SIGNATURE_MESSAGES.codeSentEmail(maskEmail(row.recipient.signerEmail)),
  };
}

export interface SignInput {
  code: string;
  typedSignature?: string;
  drawnSignature?: string;
  ip: string;
  userAgent: string | null;
}

/**
 * Checks the code (5 tries, 10 minutes) and records the signature with its evidence, under a lock on
 * the recipient. The next signer is then invited; after the last one the request is sealed (job).
 */
export async function signDocument(deps: Deps, token: string, input: SignInput): Promise<SigningView> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await byToken(tx, token, true);
    assertCanSign(row, now);
    const r = row.recipient;
    if (!r.codeHash || !r.codeExpiresAt) throw new AppError("CODE_REQUIRED", SIGNATURE_MESSAGES.codeExpired);
    if (r.codeAttempts >= CODE_MAX_TRIES) throw new AppError("CODE_TOO_MANY", SIGNATURE_MESSAGES.codeTooMany);
    if (r.codeExpiresAt.getTime() < now.getTime()) throw new AppError("CODE_EXPIRED", SIGNATURE_MESSAGES.codeExpired);
    if (!sameHash(r.codeHash, codeHash(r.id, input.code))) {
      const attempts = r.codeAttempts + 1;
      await tx.update(signatureRecipients).set({ codeAttempts: attempts }).where(eq(signatureRecipients.id, r.id));
      const left = CODE_MAX_TRIES - attempts;
      return left > 0
        ? {
            error: new AppError("CODE_INVALID", SIGNATURE_MESSAGES.codeInvalid(left), {
              code: SIGNATURE_MESSAGES.codeInvalid(left),
            }),
          }
        : { error: new AppError("CODE_TOO_MANY", SIGNATURE_MESSAGES.codeTooMany) };
    }
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
        signatureTyped: input.drawnSignature ? null : (input.typedSignature ?? null),
        signatureImage: input.drawnSignature ?? null,
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
    return { deliveries, last: !next, requestId: row.request.id };
  });
  if ("error" in outcome) throw outcome.error;
  await queueDeliveries(deps, outcome.deliveries);
  if (outcome.last) await deps.jobs.send(signatureSealJob, { requestId: outcome.requestId });
  return signingView(deps, token);
}

/** The signer refuses with a reason: the request is declined, the links stop, the document can be sent again. */
export async function declineSigning(deps: Deps, token: string, reason: string, ip: string, userAgent: string | null) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await byToken(tx, token, true);
    assertCanSign(row, now);
    await tx
      .update(signatureRecipients)
      .set({
        status: "declined",
        declineReason: reason,
        signerIp: ip,
        signerUserAgent: userAgent?.slice(0, 500) ?? null,
        updatedAt: now,
      })
      .where(eq(signatureRecipients.id, row.recipient.id));
    await tx
      .update(signatureRequests)
      .set({ status: "declined", updatedAt: now })
      .where(eq(signatureRequests.id, row.request.id));
    await setDocumentSignatureState(tx, row.request.documentId, { status: "finalized" });
  });
  return signingView(deps, token);
}
