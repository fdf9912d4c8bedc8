import { asc, gt, max } from "drizzle-orm";
import { expect } from "vitest";
import { auditEvents } from "../../src/server/db/tables/audit";
import { recordAudit } from "../../src/server/modules/audit";
import type { TestContext } from "../helpers/app";
import type { TwoTenants } from "../helpers/fixtures";

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

/**
 * A known trail for the list and export tests: `templates` rows in A (the first with a formula for a
 * target id, which exports must keep inert), 3 document rows in B, and one platform row.
 */
export async function seedTrail(ctx: TestContext, t: TwoTenants, templates: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < templates; i++)
      await recordAudit(tx, {
        actor: { userId: t.adminA.userId, accountId: t.accountA },
        action: "template.updated",
        target: { type: "template", id: i === 0 ? "=1+1" : `tpl-${i}` },
        changes: { title: `Modelo ${i}` },
      });
    for (let i = 0; i < 3; i++)
      await recordAudit(tx, {
        actor: { userId: t.adminB.userId, accountId: t.accountB },
        action: "document.created",
        target: { type: "document", id: `doc-b-${i}` },
      });
    await recordAudit(tx, {
      actor: { userId: t.superAdmin.userId },
      accountId: null,
      action: "plan.created",
      target: { type: "plan", id: "p1" },
    });
  });
}
