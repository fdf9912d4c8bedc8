import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";
import { generatedDocuments } from "./documents";
import { signatureSigners } from "./signatures";

/** One SMTP configuration per corporate account (the all-zero account is the system's). */
export const smtpConfigurations = pgTable(
  "smtp_configurations",
  {
    id: id(),
    corporateAccountId: accountRef("cascade").notNull().unique(),
    host: text("host").notNull(),
    port: integer("port").notNull().default(587),
    secure: boolean("secure").notNull().default(true),
    username: text("username"),
    /** Encrypted at rest (AES-256-GCM, see server/crypto). */
    password: text("password"),
    fromEmail: text("from_email").notNull(),
    fromName: text("from_name"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("smtp_port_check", sql`${t.port} between 1 and 65535`)],
);

/** One WhatsApp (Evolution API) configuration per corporate account. */
export const evolutionApiConfigurations = pgTable("evolution_api_configurations", {
  id: id(),
  corporateAccountId: accountRef("cascade").notNull().unique(),
  apiUrl: text("api_url").notNull(),
  /** Encrypted at rest. */
  apiKey: text("api_key").notNull(),
  instanceName: text("instance_name").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const DELIVERY_TYPES = ["email", "whatsapp"] as const;
export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;

export const documentDeliveryLog = pgTable(
  "document_delivery_log",
  {
    id: id(),
    documentId: uuid("document_id").references(() => generatedDocuments.id, { onDelete: "cascade" }),
    corporateAccountId: accountRef("cascade"),
    /** The document's owner (live updates reach them like the document's own events). */
    userId: userRef("user_id", "set null"),
    /** Who asked for it: the sharer, or the author who finalized with auto-send (null when removed). */
    requestedBy: userRef("requested_by", "set null"),
    /** share (Compartilhar dialog), auto (finalized with auto-send ticked), or another feature's name. */
    source: text("source").notNull().default("share"),
    /** A message to a signer (source signature_invite, signature_reminder, signature_code): whom it is for. */
    signerId: uuid("signature_recipient_id").references((): AnyPgColumn => signatureSigners.id, {
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
    // Retention's daily run: an account's logs by age (migration 0023).
    index("delivery_account_created_idx").on(t.corporateAccountId, t.createdAt),
  ],
);
