import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { AUDIT_ACTOR_KINDS, type AuditActorKind } from "../../../domain/audit";
import { oneOf } from "../../platform/db/columns";

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
