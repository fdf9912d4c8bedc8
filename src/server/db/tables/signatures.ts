import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { SIGNATURE_STATUSES } from "../../../domain/documents/documents";
import { createdAt, id, oneOf, parentRef, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";
// biome-ignore lint/suspicious/noImportCycles: generated_documents and signature_requests point at each other (the document's current request, the request's document); both references are lazy thunks, so load order does not matter (docs/decisions/0027).
import { generatedDocuments } from "./documents";

export const AUTH_METHODS = ["email", "sms", "id_verification"] as const;

export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: id(),
    documentId: parentRef("document_id", (): AnyPgColumn => generatedDocuments.id),
    corporateAccountId: accountRef("cascade"),
    requestedBy: userRef("requested_by", "set null"),
    provider: text("provider").notNull().default("builtin"),
    providerDocumentId: text("provider_document_id"),
    status: text("status").notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    signedDocumentUrl: text("signed_document_url"),
    /** Built-in provider: the PDF the signers see (stored file) and its SHA-256; the sealed result and its SHA-256. */
    originalFileId: uuid("original_file_id"),
    originalSha256: text("original_sha256"),
    signedFileId: uuid("signed_file_id"),
    finalSha256: text("final_sha256"),
    /** Made in sandbox mode: no legal validity ("SEM VALIDADE JURÍDICA" on the PDF). */
    sandbox: boolean("sandbox").notNull().default(false),
    /** Built-in seal with TSA_URL set: the TSA's time of the RFC 3161 token, or why the seal has none. */
    timestampedAt: timestamp("timestamped_at", { withTimezone: true }),
    timestampError: text("timestamp_error"),
    /** Built-in seal: the code printed on the evidence page for the public /verificar page (16 base32 characters, no hyphens). */
    verificationCode: text("verification_code"),
    /** Built-in seal: why the signed document waits for its seal (the uploaded A1 failed its check), in Portuguese. */
    sealError: text("seal_error"),
    /** Why the request could not be made (e.g. ZapSign kept failing at creation), in Portuguese. */
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("signature_requests_status_check", sql`${t.status} in (${oneOf(SIGNATURE_STATUSES)})`),
    index("signature_requests_document_idx").on(t.documentId),
    index("signature_requests_account_idx").on(t.corporateAccountId, t.createdAt),
    uniqueIndex("signature_requests_verification_code_idx").on(t.verificationCode),
    index("signature_requests_final_sha256_idx").on(t.finalSha256),
    index("signature_requests_seal_waiting_idx").on(t.id).where(sql`${t.sealError} is not null`),
  ],
);

export const signatureSigners = pgTable(
  "signature_recipients",
  {
    id: id(),
    signatureRequestId: parentRef("signature_request_id", () => signatureRequests.id),
    signerName: text("signer_name").notNull(),
    signerEmail: text("signer_email").notNull(),
    signerPhone: text("signer_phone"),
    orderSequence: integer("order_sequence").notNull().default(1),
    authenticationMethod: text("authentication_method").notNull().default("email"),
    status: text("status").notNull().default("pending"),
    providerSignerToken: text("provider_signer_token"),
    signUrl: text("sign_url"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    /** Built-in provider: SHA-256 of the signer's link token (the token itself is never stored). */
    accessTokenHash: text("access_token_hash"),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    /** Tries at the current code (5 per code). */
    codeAttempts: integer("code_attempts").notNull().default(0),
    /** Wrong codes in all, across every code sent: 10 lock the signer (locked_at), whatever they do. */
    codeFailures: integer("code_failures").notNull().default(0),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** Evidence: invitation, view, code check, signature (with IP and user agent), or refusal. */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    codeVerifiedAt: timestamp("code_verified_at", { withTimezone: true }),
    signerIp: text("signer_ip"),
    signerUserAgent: text("signer_user_agent"),
    signatureTyped: text("signature_typed"),
    signatureImage: text("signature_image"),
    declineReason: text("decline_reason"),
    lastReminderAt: timestamp("last_reminder_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("recipients_access_token_idx").on(t.accessTokenHash),
    check("recipients_auth_check", sql`${t.authenticationMethod} in (${oneOf(AUTH_METHODS)})`),
    check("recipients_status_check", sql`${t.status} in (${oneOf(SIGNATURE_STATUSES)})`),
    index("recipients_request_idx").on(t.signatureRequestId),
  ],
);

export const SIGNATURE_ATTEMPT_KINDS = [
  "code_sent",
  "code_send_refused",
  "code_wrong",
  "code_right",
  "code_refused",
  "locked",
] as const;
export type SignatureAttemptKind = (typeof SIGNATURE_ATTEMPT_KINDS)[number];

/** Evidence: every code sent or refused and every code tried, with the signer's address and browser. */
export const signatureAttempts = pgTable(
  "signature_attempts",
  {
    id: id(),
    signerId: parentRef("signature_recipient_id", () => signatureSigners.id),
    kind: text("kind").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    check("signature_attempts_kind_check", sql`${t.kind} in (${oneOf(SIGNATURE_ATTEMPT_KINDS)})`),
    index("signature_attempts_recipient_idx").on(t.signerId, t.createdAt),
  ],
);

export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * An account's choices about signatures (issue 48 point 6, migration 0034): whether each signer gets the
 * sealed PDF by e-mail once everyone signed. No row: the defaults (on).
 */
export const signatureAccountSettings = pgTable("signature_account_settings", {
  corporateAccountId: accountRef("cascade").primaryKey(),
  sendSignedCopy: boolean("send_signed_copy").notNull().default(true),
  updatedAt: updatedAt(),
});
