import { sql } from "drizzle-orm";
import {
  AUDIT_SECRET_KEYS,
  type AuditAction,
  type AuditActorKind,
  type AuditTarget,
} from "../../../domain/audit/audit";
import { auditEvents as e } from "../../db/tables/audit";
import type { Tx } from "../../platform/db/client";
import { currentRequestOrigin, type RequestOrigin } from "../../platform/http/request-context";
import { chainedText } from "./chain";

/**
 * Who acted. A signed-in user's Actor fits as it is (its userId and accountId); the others name themselves.
 */
export type AuditActor =
  | { userId: string; accountId?: string | null }
  | { kind: "api_key"; keyId: string; accountId: string }
  | { kind: "signer"; signerId: string }
  | { kind: "system" }
  | { kind: "anonymous"; userId?: string | null };

export interface AuditEntry {
  actor: AuditActor;
  /** The account the change belongs to; the actor's own account when left out (a super admin acting on an account names it). */
  accountId?: string | null;
  action: AuditAction;
  target?: AuditTarget;
  /** A small JSON of what changed; keys that look secret keep only the fact that they changed. */
  changes?: Record<string, unknown>;
  /** The request's origin; the one being served by default (jobs have none). */
  request?: RequestOrigin;
}

/** Both classes of pg_advisory_xact_lock(int, int): this one is the trail's, the second key the account's. */
const CHAIN_LOCK_CLASS = 27_027;

function actorOf(actor: AuditActor): { kind: AuditActorKind; id: string | null; accountId: string | null } {
  if (!("kind" in actor)) return { kind: "user", id: actor.userId, accountId: actor.accountId ?? null };
  switch (actor.kind) {
    case "api_key":
      return { kind: "api_key", id: actor.keyId, accountId: actor.accountId };
    case "signer":
      return { kind: "signer", id: actor.signerId, accountId: null };
    case "anonymous":
      return { kind: "anonymous", id: actor.userId ?? null, accountId: null };
    default:
      return { kind: "system", id: null, accountId: null };
  }
}

/** Secret values never reach the trail: their key stays, the value becomes "(alterado)". */
function withoutSecrets(changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    // A blank secret keeps the stored one: nothing changed, nothing to say.
    if (AUDIT_SECRET_KEYS.test(key)) {
      if (value !== null && value !== "" && value !== false) out[key] = "(alterado)";
    } else if (value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date))
      out[key] = withoutSecrets(value as Record<string, unknown>);
    else out[key] = value;
  }
  // Through JSON once: what is hashed is exactly what jsonb will hand back (dates as text, no undefined).
  return JSON.parse(JSON.stringify(out));
}

/**
 * Appends one row to the trail in the caller's transaction — it commits or rolls back with the change
 * it records (a Tx, not the pool: the chain's lock must last until commit). Writers of the same account
 * queue on an advisory lock, so each row links to the one committed before it.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const who = actorOf(entry.actor);
  const accountId = entry.accountId !== undefined ? entry.accountId : who.accountId;
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK_CLASS}, hashtext(${accountId ?? "platform"}))`);
  const origin = entry.request ?? currentRequestOrigin();
  const fields = {
    accountId,
    actorKind: who.kind,
    actorId: who.id,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    changes: withoutSecrets(entry.changes ?? {}),
    ip: origin.ip,
    userAgent: origin.userAgent,
    createdAt: new Date(),
  };
  // One statement after the lock (a new snapshot, so the last committed row is seen): it reads the
  // account's last hash and computes the new one with PostgreSQL's sha256() (chain.ts: rowHash).
  const chain = accountId ? sql`${e.accountId} = ${accountId}` : sql`${e.accountId} is null`;
  await tx.execute(sql`
    insert into ${e} (account_id, actor_kind, actor_id, action, target_type, target_id, changes, ip, user_agent, created_at, prev_hash, hash)
    select ${accountId}::uuid, ${fields.actorKind}, ${fields.actorId}, ${fields.action}, ${fields.targetType}, ${fields.targetId},
      ${JSON.stringify(fields.changes)}::jsonb, ${fields.ip}, ${fields.userAgent}, ${fields.createdAt.toISOString()}::timestamptz,
      p.hash, encode(sha256(convert_to(coalesce(p.hash, '') || ${chainedText(fields)}, 'UTF8')), 'hex')
    from (select (select ${e.hash} from ${e} where ${chain} order by ${e.id} desc limit 1) as hash) p`);
}
