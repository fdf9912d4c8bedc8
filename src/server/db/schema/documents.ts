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
import { DOCUMENT_STATUSES, SIGNATURE_STATUSES } from "../../../domain/documents";
import { corporateAccounts } from "./accounts";
import { users } from "./auth";
import { createdAt, id, oneOf, updatedAt } from "./columns";
import { documentTemplates, headerFooterTemplates } from "./templates";

// The status lists are the domain's (src/domain/documents.ts): one source for the checks, the API and the labels.
export const AUTH_METHODS = ["email", "sms", "id_verification"] as const;
export const DELIVERY_TYPES = ["email", "whatsapp"] as const;
export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;
export const BROADCAST_STATUSES = ["draft", "sending", "sent", "failed"] as const;

export const generatedDocuments = pgTable(
  "generated_documents",
  {
    id: id(),
    templateId: uuid("template_id").references(() => documentTemplates.id, { onDelete: "set null" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    corporateAccountId: uuid("corporate_account_id").references(() => corporateAccounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    filledVariables: jsonb("filled_variables").$type<Record<string, unknown>>().notNull().default({}),
    finalContent: text("final_content").notNull().default(""),
    headerId: uuid("header_id").references(() => headerFooterTemplates.id, { onDelete: "set null" }),
    footerId: uuid("footer_id").references(() => headerFooterTemplates.id, { onDelete: "set null" }),
    recipientEmail: text("recipient_email"),
    recipientPhone: text("recipient_phone"),
    autoSendEmail: boolean("auto_send_email").notNull().default(false),
    autoSendWhatsapp: boolean("auto_send_whatsapp").notNull().default(false),
    status: text("status").notNull().default("draft"),
    signatureRequestId: uuid("signature_request_id").references((): AnyPgColumn => signatureRequests.id, {
      onDelete: "set null",
    }),
    signedDocumentUrl: text("signed_document_url"),
    /** Rendered header/footer frozen with the body (a later header/footer edit does not change a saved document). */
    headerHtml: text("header_html"),
    footerHtml: text("footer_html"),
    /** SHA-256 (hex) of final_content at finalization and of the PDF made from it. */
    contentSha256: text("content_sha256"),
    pdfSha256: text("pdf_sha256"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("documents_status_check", sql`${t.status} in (${oneOf(DOCUMENT_STATUSES)})`),
    // The list's three scopes, newest first (id breaks ties so pages are stable).
    index("documents_account_idx").on(t.corporateAccountId, t.createdAt.desc(), t.id.desc()),
    index("documents_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("documents_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: id(),
    documentId: uuid("document_id")
      .notNull()
      .references((): AnyPgColumn => generatedDocuments.id, { onDelete: "cascade" }),
    corporateAccountId: uuid("corporate_account_id").references(() => corporateAccounts.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
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
    /** Why the request could not be made (e.g. ZapSign kept failing at creation), in Portuguese. */
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("signature_requests_status_check", sql`${t.status} in (${oneOf(SIGNATURE_STATUSES)})`),
    index("signature_requests_document_idx").on(t.documentId),
    index("signature_requests_account_idx").on(t.corporateAccountId, t.createdAt),
  ],
);

export const signatureRecipients = pgTable(
  "signature_recipients",
  {
    id: id(),
    signatureRequestId: uuid("signature_request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
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
    codeAttempts: integer("code_attempts").notNull().default(0),
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

export const documentDeliveryLog = pgTable(
  "document_delivery_log",
  {
    id: id(),
    documentId: uuid("document_id").references(() => generatedDocuments.id, { onDelete: "cascade" }),
    corporateAccountId: uuid("corporate_account_id").references(() => corporateAccounts.id, { onDelete: "cascade" }),
    /** The document's owner (live updates reach them like the document's own events). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who asked for it: the sharer, or the author who finalized with auto-send (null when removed). */
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** share (Compartilhar dialog), auto (finalized with auto-send ticked), or another feature's name. */
    source: text("source").notNull().default("share"),
    /** A message to a signer (source signature_invite, signature_reminder, signature_code): whom it is for. */
    signatureRecipientId: uuid("signature_recipient_id").references((): AnyPgColumn => signatureRecipients.id, {
      onDelete: "cascade",
    }),
    deliveryType: text("delivery_type").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    message: text("message"),
    status: text("status").notNull().default("pending"),
    errorMessage: text("error_message"),
    attempts: integer("attempts").notNull().default(0),
    /** A running attempt holds the row until then (a crashed one lets go when it passes). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** The provider's id of the sent message (SMTP Message-ID, WhatsApp key id). */
    providerMessageId: text("provider_message_id"),
    /** The public read-only link sent with this delivery: valid until then, unless revoked. */
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }),
    linkRevokedAt: timestamp("link_revoked_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("delivery_type_check", sql`${t.deliveryType} in (${oneOf(DELIVERY_TYPES)})`),
    check("delivery_status_check", sql`${t.status} in (${oneOf(DELIVERY_STATUSES)})`),
    index("delivery_document_idx").on(t.documentId, t.createdAt.desc()),
    index("delivery_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

export const broadcastMessages = pgTable(
  "broadcast_messages",
  {
    id: id(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    imageUrl: text("image_url"),
    sendEmail: boolean("send_email").notNull().default(false),
    sendWhatsapp: boolean("send_whatsapp").notNull().default(false),
    targetAllCompanies: boolean("target_all_companies").notNull().default(false),
    targetCompanies: jsonb("target_companies").$type<string[]>().notNull().default([]),
    targetUsers: jsonb("target_users").$type<string[]>().notNull().default([]),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentCount: integer("sent_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    /** Deliveries planned (recipients × channels); the broadcast is done when sent + failed reaches it. */
    totalCount: integer("total_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("broadcast_status_check", sql`${t.status} in (${oneOf(BROADCAST_STATUSES)})`)],
);

export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});
