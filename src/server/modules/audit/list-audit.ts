import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import {
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  type AuditItem,
  type AuditPage,
} from "../../../domain/audit/audit";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { corporateAccounts } from "../../db/tables/accounts";
import { auditEvents as e } from "../../db/tables/audit";
import { users } from "../../db/tables/auth";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { withNames } from "./audit-names";

const TZ = sql.raw(`'America/Sao_Paulo'`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whose rows the actor may read: a corporate admin's own account (whatever the query says), the super
 * admin's every account (undefined), the one chosen, or "platform" (rows of no account).
 */
export function auditScope(actor: Actor, f: AuditFilters): AuditFilters["accountId"] {
  if (isSuperAdmin(actor)) return f.accountId;
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  return actor.accountId;
}

/** The rows the actor may read, with the filters, in one where. */
export function auditWhere(actor: Actor, f: AuditFilters): SQL | undefined {
  return scopedAuditWhere({ ...f, accountId: auditScope(actor, f) });
}

/** The filters whose `accountId` is already the resolved scope (an export's job has no actor). */
export function scopedAuditWhere(f: AuditFilters): SQL | undefined {
  const scope = f.accountId
    ? f.accountId === "platform"
      ? isNull(e.accountId)
      : eq(e.accountId, f.accountId)
    : undefined;
  const actorFilter = f.actor
    ? UUID.test(f.actor) || !f.actor.includes("@")
      ? eq(e.actorId, f.actor)
      : inArray(e.actorId, sql`(select ${users.id} from ${users} where ${users.email} = lower(${f.actor}))`)
    : undefined;
  return and(
    scope,
    f.from ? sql`${e.createdAt} >= (${f.from}::date::timestamp at time zone ${TZ})` : undefined,
    f.to ? sql`${e.createdAt} < ((${f.to}::date + 1)::timestamp at time zone ${TZ})` : undefined,
    actorFilter,
    f.action ? eq(e.action, f.action) : undefined,
    f.targetType ? eq(e.targetType, f.targetType) : undefined,
    f.targetId ? eq(e.targetId, f.targetId) : undefined,
  );
}

/** The cursor is the (created_at, id) of the last row shown, opaque to the client. */
const encodeCursor = (createdAt: Date, id: number) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
function decodeCursor(cursor: string): { at: string; id: number } {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const n = Number(id);
  if (!at || Number.isNaN(Date.parse(at)) || !Number.isSafeInteger(n))
    throw new AppError("VALIDATION_ERROR", AUDIT_MESSAGES.cursorInvalid, { cursor: AUDIT_MESSAGES.cursorInvalid });
  return { at, id: n };
}

const columns = {
  id: e.id,
  createdAt: e.createdAt,
  accountId: e.accountId,
  accountName: corporateAccounts.name,
  actorKind: e.actorKind,
  actorId: e.actorId,
  actorName: users.name,
  action: e.action,
  targetType: e.targetType,
  targetId: e.targetId,
  changes: e.changes,
  ip: e.ip,
  userAgent: e.userAgent,
};

/** Newest first, through the (…, created_at desc, id desc) indexes: a page costs `limit` index entries, not a count. */
export async function selectAudit(
  db: Db,
  where: SQL | undefined,
  limit: number,
  cursor?: string,
): Promise<AuditItem[]> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select(columns)
    .from(e)
    .leftJoin(corporateAccounts, eq(corporateAccounts.id, e.accountId))
    // Only people's names: an actor id of a key or signer never matches a user.
    .leftJoin(users, and(eq(users.id, e.actorId), inArray(e.actorKind, ["user", "anonymous"])))
    .where(and(where, after ? sql`(${e.createdAt}, ${e.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(limit);
  return withNames(
    db,
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), changes: r.changes ?? {} })),
  );
}

/** Every row of `where`, newest first, a page at a time (an export walks 200,000 rows in bounded memory). */
export async function* auditPages(db: Db, where: SQL | undefined, pageSize: number): AsyncGenerator<AuditItem[]> {
  let cursor: string | undefined;
  for (;;) {
    const rows = await selectAudit(db, where, pageSize, cursor);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    cursor = encodeCursor(new Date(last.createdAt), last.id);
  }
}

export async function listAudit(db: Db, actor: Actor, q: AuditFilters & { cursor?: string }): Promise<AuditPage> {
  const rows = await selectAudit(db, auditWhere(actor, q), AUDIT_PAGE_SIZE + 1, q.cursor);
  const items = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor(new Date(last.createdAt), last.id) : null,
  };
}
