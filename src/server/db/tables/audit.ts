import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  AUDIT_ACTOR_KINDS,
  AUDIT_EXPORT_FORMATS,
  AUDIT_EXPORT_STATUSES,
  type AuditActorKind,
  type AuditExportFormat,
  type AuditExportStatus,
  type AuditFilters,
} from "../../../domain/audit/audit";
import { createdAt, id, oneOf, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";
import { storedFiles } from "./files";

/**
 * The audit trail (issue 27, migration 0020, docs/decisions/0039): append-only — a trigger refuses
 * UPDATE, DELETE and TRUNCATE — and each row carries the hash of the previous row of the same account,
 * so an edit or removal is found by `npm run audit:verify`. No foreign keys: the trail outlives the
 * account, the user and the document it names.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid("account_id"),
    actorKind: text("actor_kind").$type<AuditActorKind>().notNull(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    prevHash: text("prev_hash"),
    hash: text("hash").notNull(),
  },
  (t) => [
    check("audit_events_actor_kind_check", sql`${t.actorKind} in (${oneOf(AUDIT_ACTOR_KINDS)})`),
    // Newest first with a (created_at, id) cursor, one index per way in; the chain walk by (account, id).
    index("audit_events_account_time_idx").on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index("audit_events_time_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_events_actor_time_idx")
      .on(t.actorId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.actorId} is not null`),
    index("audit_events_action_time_idx").on(t.action, t.createdAt.desc(), t.id.desc()),
    index("audit_events_target_idx").on(t.targetType, t.targetId),
    index("audit_events_chain_idx").on(t.accountId, t.id),
  ],
);

/**
 * Exports of the trail (migration 0031, docs/decisions/0051): asked for by a request, built by a job,
 * downloaded by their requester while the link lives. `filters` holds the scope as resolved at the
 * request — a corporate admin's own account whatever was asked — so the job needs no actor.
 */
export const auditExports = pgTable(
  "audit_exports",
  {
    id: id(),
    requestedBy: userRef("requested_by", "cascade").notNull(),
    /** The requester's account (null: the super admin), kept beside the requester in every where. */
    corporateAccountId: accountRef("cascade"),
    format: text("format").$type<AuditExportFormat>().notNull(),
    filters: jsonb("filters").$type<AuditFilters>().notNull(),
    status: text("status").$type<AuditExportStatus>().notNull().default("pending"),
    rows: integer("rows"),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("audit_exports_format_check", sql`${t.format} in (${oneOf(AUDIT_EXPORT_FORMATS)})`),
    check("audit_exports_status_check", sql`${t.status} in (${oneOf(AUDIT_EXPORT_STATUSES)})`),
    index("audit_exports_requester_idx").on(t.requestedBy, t.createdAt),
    // The sweep's two questions: which are still pending, which ready ones have expired.
    index("audit_exports_open_idx").on(t.status, t.createdAt).where(sql`${t.status} in ('pending', 'ready')`),
  ],
);
