import { eq, isNotNull, or } from "drizzle-orm";
import type { RetentionRemoved } from "../../../domain/retention/retention";
import { retentionSettings as r } from "../../db/tables/retention";
import type { Db } from "../../platform/db/client";
import { recordAudit } from "../audit";
import { deleteDeliveryLogsBefore } from "../delivery";
import { deleteStaleDrafts } from "../documents";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` less N calendar months (UTC), the way a person counts "after 6 months". */
function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * Applies one account's retention in one transaction: its stale drafts and old delivery logs go
 * (each through the owning module's face, scoped to the account in the same `where`), the run is
 * noted on the settings row, and what was removed is one row of the trail (counts per kind) in the
 * same transaction — so a failed run removes nothing and records nothing. Idempotent: a repeated run
 * finds nothing more to remove.
 */
export async function applyAccountRetention(
  db: Db,
  accountId: string,
  settings: { draftDays: number | null; deliveryLogMonths: number | null },
  now: Date,
): Promise<RetentionRemoved> {
  return db.transaction(async (tx) => {
    const drafts =
      settings.draftDays === null
        ? []
        : await deleteStaleDrafts(tx, accountId, new Date(now.getTime() - settings.draftDays * DAY_MS));
    const deliveryLogs =
      settings.deliveryLogMonths === null
        ? 0
        : await deleteDeliveryLogsBefore(tx, accountId, monthsBefore(now, settings.deliveryLogMonths));
    const removed = { drafts: drafts.length, deliveryLogs };
    await tx.update(r).set({ lastRunAt: now, lastRemoved: removed }).where(eq(r.corporateAccountId, accountId));
    if (removed.drafts + removed.deliveryLogs > 0)
      await recordAudit(tx, {
        actor: { kind: "system" },
        accountId,
        action: "retention.applied",
        target: { type: "retention", id: null },
        changes: { removed, settings },
      });
    return removed;
  });
}

/** The daily run: every account with a period set, one transaction each (one account's failure stops no other). */
export async function applyRetention(
  db: Db,
  now: Date,
  onError: (accountId: string, err: unknown) => void,
): Promise<{ accounts: number; removed: RetentionRemoved }> {
  const rows = await db
    .select({ accountId: r.corporateAccountId, draftDays: r.draftDays, deliveryLogMonths: r.deliveryLogMonths })
    .from(r)
    .where(or(isNotNull(r.draftDays), isNotNull(r.deliveryLogMonths)));
  const total: RetentionRemoved = { drafts: 0, deliveryLogs: 0 };
  for (const { accountId, ...settings } of rows) {
    try {
      const removed = await applyAccountRetention(db, accountId, settings, now);
      total.drafts += removed.drafts;
      total.deliveryLogs += removed.deliveryLogs;
    } catch (err) {
      onError(accountId, err);
    }
  }
  return { accounts: rows.length, removed: total };
}
