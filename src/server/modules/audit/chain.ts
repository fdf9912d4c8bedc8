import { sha256Hex } from "../../platform/sha256";

/** The fields of a row the hash covers: everything but the id (assigned by the database) and the hash itself. */
export interface ChainedFields {
  accountId: string | null;
  actorKind: string;
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  changes: unknown;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  prevHash: string | null;
}

/** JSON with object keys sorted at every level: jsonb gives keys back in its own order, the hash must not care. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The row's hash: SHA-256 of its fields in a fixed order, the previous row's hash first (the chain's link). */
export function rowHash(f: ChainedFields): string {
  return sha256Hex(
    canonicalJson([
      f.prevHash,
      f.accountId,
      f.actorKind,
      f.actorId,
      f.action,
      f.targetType,
      f.targetId,
      f.changes,
      f.ip,
      f.userAgent,
      f.createdAt.toISOString(),
    ]),
  );
}
