import { and, eq } from "drizzle-orm";
import type { AuditAction } from "../../../domain/audit/audit";
import type { SignatureStatus } from "../../../domain/documents/documents";
import {
  type AuthMethod,
  maskEmail,
  maskPhone,
  SIGNATURE_MESSAGES,
  type SigningView,
} from "../../../domain/signatures/signatures";
import { effectiveSignatureStatus, isActiveSignatureStatus } from "../../../domain/signatures/state";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { signatureRequests, signatureSigners } from "../../db/tables/signatures";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { deadlineOf } from "./providers/builtin/seal-waiting";
import { signedInMinuta } from "./providers/registry";
import { tokenHash } from "./signing-token";

/** What the public signing routes know about a link: the signer, the request, the document's title. */
export type SigningRow = Awaited<ReturnType<typeof byToken>>;

/** One row of the trail for what a signer did through their link (issue 27): the request is the target. */
export const auditSigner = (tx: Tx, row: SigningRow, action: AuditAction, changes: Record<string, unknown> = {}) =>
  recordAudit(tx, {
    actor: { kind: "signer", signerId: row.recipient.id },
    accountId: row.request.corporateAccountId,
    action,
    target: { type: "signature", id: row.request.id },
    changes,
  });

/** The signer's client as recorded in the evidence (request.ip honours TRUST_PROXY). */
export interface SignerClient {
  ip: string;
  userAgent: string | null;
}

/** The recipient of a link with its request and document; 404 for an unknown token or a non built-in request. */
export async function byToken(db: Db | Tx, token: string, lock = false) {
  const q = db
    .select({ recipient: signatureSigners, request: signatureRequests, documentTitle: docs.title })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.signatureRequestId))
    .innerJoin(docs, eq(docs.id, signatureRequests.documentId))
    .where(and(eq(signatureSigners.accessTokenHash, tokenHash(token)), signedInMinuta()))
    .limit(1);
  const [row] = lock ? await q.for("update", { of: signatureSigners }) : await q;
  if (!row) throw new AppError("SIGNING_LINK_INVALID", SIGNATURE_MESSAGES.linkInvalid);
  return row;
}

/** The request's status at `now` (past its expiry it is expired, whatever the hourly job has done yet). */
const requestStatusAt = (row: SigningRow, now: Date) =>
  effectiveSignatureStatus({ status: row.request.status as SignatureStatus, expiresAt: deadlineOf(row.request) }, now);

/** Why the link no longer opens anything (its request was canceled, declined or expired), or null. */
function goneReason(row: SigningRow, now: Date): keyof typeof SIGNATURE_MESSAGES.linkGone | null {
  const status = requestStatusAt(row, now);
  return status === "canceled" || status === "declined" || status === "expired" ? status : null;
}

/** 410 with the reason in Portuguese once the request ended without being signed (issue 22, defect 7). */
export function assertLinkOpen(row: SigningRow, now: Date): void {
  const gone = goneReason(row, now);
  if (gone) throw new AppError("SIGNING_LINK_GONE", SIGNATURE_MESSAGES.linkGone[gone]);
}

/** It is this signer's turn: the request is active and not past its expiry, they were invited, have not answered and are not locked. */
export const canSign = (row: SigningRow, now: Date) =>
  isActiveSignatureStatus(requestStatusAt(row, now)) &&
  !row.recipient.lockedAt &&
  ["sent", "viewed"].includes(row.recipient.status);

/** 410 for an ended request, 409 when the request is no longer active or it is not this signer's turn. */
export function assertCanSign(row: SigningRow, now: Date): void {
  assertLinkOpen(row, now);
  if (!isActiveSignatureStatus(row.request.status)) {
    throw new AppError("SIGNATURE_NOT_ACTIVE", SIGNATURE_MESSAGES.notActive);
  }
  if (!["sent", "viewed"].includes(row.recipient.status)) {
    throw new AppError("NOT_YOUR_TURN", SIGNATURE_MESSAGES.notYourTurn);
  }
}

/** The view without the account's look (signing-view.ts adds it). */
export function signingViewOf(row: SigningRow, now: Date): Omit<SigningView, "brand"> {
  const whatsapp = row.recipient.authenticationMethod === "sms" && Boolean(row.recipient.signerPhone);
  return {
    documentTitle: row.documentTitle,
    signerName: row.recipient.signerName,
    signerEmail: maskEmail(row.recipient.signerEmail),
    method: row.recipient.authenticationMethod as AuthMethod,
    codeChannel: whatsapp ? "whatsapp" : "email",
    codeDestination: whatsapp ? maskPhone(row.recipient.signerPhone ?? "") : maskEmail(row.recipient.signerEmail),
    status: row.recipient.status as SignatureStatus,
    requestStatus: requestStatusAt(row, now),
    canSign: canSign(row, now),
    locked: Boolean(row.recipient.lockedAt),
    sandbox: row.request.sandbox,
    expiresAt: row.request.expiresAt?.toISOString() ?? null,
  };
}

/** The account a signer's link belongs to, or null (a custom host answers only its own account's links: decision 0043). */
export async function signingLinkAccount(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: signatureRequests.corporateAccountId })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.signatureRequestId))
    .where(eq(signatureSigners.accessTokenHash, tokenHash(token)))
    .limit(1);
  return row?.accountId ?? null;
}
