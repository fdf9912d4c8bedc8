import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from "../../../domain/privacy/privacy";
import { createdAt, id, oneOf, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";
import { storedFiles } from "./files";
import { signatureSigners } from "./signatures";

/**
 * Data-subject requests (issue 27, migration 0022, docs/decisions/0041). Who asks is an id (a user, or a
 * signature recipient for a signer who is not a user), never a copy of their name or e-mail, so the
 * request outlives the anonymisation it leads to without keeping what it erased.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: id(),
    kind: text("kind").$type<PrivacyRequestKind>().notNull(),
    status: text("status").$type<PrivacyRequestStatus>().notNull().default("pending"),
    userId: userRef("user_id", "cascade"),
    signerId: uuid("signature_recipient_id").references(() => signatureSigners.id, {
      onDelete: "cascade",
    }),
    /** Whose admin decides an erasure (null: a user without an account, decided by the super admin). */
    corporateAccountId: accountRef("cascade"),
    /** Export: the ZIP (never handed out by id: the download route checks owner and expiry). */
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    decidedBy: userRef("decided_by", "set null"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("privacy_requests_kind_check", sql`${t.kind} in (${oneOf(PRIVACY_REQUEST_KINDS)})`),
    check("privacy_requests_status_check", sql`${t.status} in (${oneOf(PRIVACY_REQUEST_STATUSES)})`),
    check("privacy_requests_subject_check", sql`(${t.kind} = 'signer_erasure') = (${t.signerId} is not null)`),
    index("privacy_requests_user_idx").on(t.userId, t.createdAt),
    index("privacy_requests_pending_idx")
      .on(t.corporateAccountId, t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.kind} <> 'export'`),
    uniqueIndex("privacy_requests_one_pending_idx")
      .on(t.kind, sql`coalesce(${t.userId}, ${t.signerId}::text)`)
      .where(sql`${t.status} = 'pending'`),
  ],
);
