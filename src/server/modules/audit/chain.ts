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

/** The text a row's hash covers after the previous hash: "|" and its fields in a fixed order. */
export function chainedText(f: Omit<ChainedFields, "prevHash">): string {
  return `|${canonicalJson([
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
  ])}`;
}

/**
 * The row's hash: SHA-256 of the previous row's hash (the chain's link; "" for the first row) followed
 * by chainedText. The writer has PostgreSQL compute it (sha256(), in the insert that reads the previous
 * hash); audit:verify computes it here: the same bytes, so the same hex.
 */
export function rowHash(f: ChainedFields): string {
  return sha256Hex(`${f.prevHash ?? ""}${chainedText(f)}`);
}
