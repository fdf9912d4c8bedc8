import { asc, gt, max } from "drizzle-orm";
import { expect } from "vitest";
import { auditEvents } from "../../src/server/modules/audit/schema";
import type { TestContext } from "../support/app";

export type AuditRow = typeof auditEvents.$inferSelect;

/** The rows `work` added to the trail (issue 27: "each listed action writes exactly one row"). */
export async function trailOf(ctx: TestContext, work: () => Promise<unknown>): Promise<AuditRow[]> {
  const [last] = await ctx.db.select({ id: max(auditEvents.id) }).from(auditEvents);
  const before = last?.id ?? 0;
  await work();
  return ctx.db.select().from(auditEvents).where(gt(auditEvents.id, before)).orderBy(asc(auditEvents.id));
}

/** The one row of `action` among `rows` (fails when there are none or more). */
export function only(rows: AuditRow[], action: string): AuditRow {
  const found = rows.filter((r) => r.action === action);
  expect(
    found.map((r) => r.action),
    `rows of ${action}`,
  ).toEqual([action]);
  return found[0] as AuditRow;
}
