import { inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuditItem } from "../../../domain/audit/audit";
import type { Db } from "../../platform/db/client";
/**
 * Names for the ids a trail row mentions (issue 48): its target's (a document's title, a user's name)
 * and those of the ids in its changes (templateId → the template's title). Read in one query per kind
 * for a whole page of rows; an id whose record is gone keeps no name (the screen shows the type).
 */
export type AuditNameKind =
  | "document"
  | "template"
  | "category"
  | "account"
  | "plan"
  | "api_key"
  | "header_footer"
  | "batch"
  | "user"
  | "support_ticket";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Source {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  /** A uuid column: other text is no id of it (and would not cast). */
  uuid: boolean;
}
const SOURCES = new Map<AuditNameKind, Source>();

/**
 * Where the names of one kind of record are read. Each module that owns such a table registers it when it
 * starts (its plugin.ts), so audit reads names without importing the other modules (decision 0027's
 * inversion, as documents' hooks): a kind nobody registered keeps no name and the screen shows its type.
 */
export function registerAuditNames(
  kind: AuditNameKind,
  table: PgTable,
  id: AnyPgColumn,
  name: AnyPgColumn,
  uuid = true,
): void {
  SOURCES.set(kind, { table, id, name, uuid });
}

/** The kind of record an id under this key of `changes` names. */
const CHANGE_KINDS: Record<string, AuditNameKind> = {
  templateId: "template",
  documentId: "document",
  accountId: "account",
  planId: "plan",
  categoryId: "category",
  userId: "user",
};

const isAuditNameKind = (type: string | null): type is AuditNameKind =>
  type !== null && SOURCES.has(type as AuditNameKind);

/** The ids under a key: a plain id, or both sides of a { from, to }. */
function idsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object" && "from" in value && "to" in value)
    return [(value as { from: unknown }).from, (value as { to: unknown }).to].filter(
      (v): v is string => typeof v === "string",
    );
  return [];
}

type Row = Omit<AuditItem, "targetName" | "names">;

/** The page's rows with their target's name and the names of the ids their changes mention. */
export async function withNames(db: Db, rows: Row[]): Promise<AuditItem[]> {
  const wanted = new Map<AuditNameKind, Set<string>>();
  const want = (kind: AuditNameKind, id: string) => {
    const s = SOURCES.get(kind);
    if (!s || (s.uuid && !UUID.test(id))) return;
    const set = wanted.get(kind) ?? new Set<string>();
    set.add(id);
    wanted.set(kind, set);
  };
  for (const r of rows) {
    if (isAuditNameKind(r.targetType) && r.targetId) want(r.targetType, r.targetId);
    for (const [key, kind] of Object.entries(CHANGE_KINDS)) for (const id of idsIn(r.changes[key])) want(kind, id);
  }
  const names = new Map<AuditNameKind, Map<string, string>>();
  for (const [kind, ids] of wanted) {
    const s = SOURCES.get(kind);
    if (!s) continue;
    const found = await db
      .select({ id: s.id, name: s.name })
      .from(s.table)
      .where(inArray(s.id, [...ids]));
    names.set(kind, new Map(found.map((f) => [String(f.id), String(f.name)])));
  }
  return rows.map((r) => {
    const targetName =
      isAuditNameKind(r.targetType) && r.targetId ? (names.get(r.targetType)?.get(r.targetId) ?? null) : null;
    const mentioned: Record<string, string> = {};
    for (const [key, kind] of Object.entries(CHANGE_KINDS))
      for (const id of idsIn(r.changes[key])) {
        const name = names.get(kind)?.get(id);
        if (name) mentioned[id] = name;
      }
    return { ...r, targetName, names: mentioned };
  });
}
