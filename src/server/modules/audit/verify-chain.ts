import { and, asc, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import { auditEvents } from "../../db/tables/audit";
import type { Db } from "../../platform/db/client";
import { rowHash } from "./chain";

export interface BrokenRow {
  id: number;
  accountId: string | null;
  /** "content": the row's fields no longer give its hash (edited); "link": its prev_hash is not the previous row's hash (a row removed or inserted before it). */
  reason: "content" | "link";
}

export interface ChainReport {
  rows: number;
  chains: number;
  broken: BrokenRow | null;
}

const BATCH = 5_000;

/** Rows after the (account, id) cursor, in chain order; null accounts (the platform's chain) come last. */
function after(cursor: { accountId: string | null; id: number } | null): SQL | undefined {
  if (!cursor) return undefined;
  const { accountId, id } = cursor;
  if (accountId === null) return and(isNull(auditEvents.accountId), gt(auditEvents.id, id));
  return or(
    and(sql`${auditEvents.accountId} = ${accountId}`, gt(auditEvents.id, id)),
    sql`${auditEvents.accountId} > ${accountId}`,
    isNull(auditEvents.accountId),
  );
}

/**
 * Walks every account's chain in id order, recomputing each hash and checking each link; stops at the
 * first broken row. Reads in batches, so a trail of millions of rows runs in bounded memory.
 */
export async function verifyAuditChains(db: Db): Promise<ChainReport> {
  let cursor: { accountId: string | null; id: number } | null = null;
  let rows = 0;
  let chains = 0;
  let previous: { accountId: string | null; hash: string } | null = null;
  for (;;) {
    const batch = await db
      .select()
      .from(auditEvents)
      .where(after(cursor))
      .orderBy(sql`${auditEvents.accountId} asc nulls last`, asc(auditEvents.id))
      .limit(BATCH);
    for (const row of batch) {
      const sameChain = previous !== null && previous.accountId === row.accountId;
      if (!sameChain) chains++;
      const expectedPrev = sameChain ? previous?.hash : null;
      if (row.prevHash !== expectedPrev)
        return { rows, chains, broken: { id: row.id, accountId: row.accountId, reason: "link" } };
      if (rowHash(row) !== row.hash)
        return { rows, chains, broken: { id: row.id, accountId: row.accountId, reason: "content" } };
      rows++;
      previous = { accountId: row.accountId, hash: row.hash };
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return { rows, chains, broken: null };
    cursor = { accountId: last.accountId, id: last.id };
  }
}
