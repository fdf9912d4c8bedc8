import { count, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { PLAN_MESSAGES, planInUseMessage } from "../../../domain/plans/plans";
import { corporateAccounts } from "../../db/tables/accounts";
import { subscriptionPlans } from "../../db/tables/plans";
import type { Db } from "../../platform/db/client";
import { AppError, notFound } from "../../platform/errors/app-error";
import { throwDbError } from "../../platform/errors/db-errors";
import { recordAudit } from "../audit";

/** A plan in use by accounts is refused (FK RESTRICT → 23503) with a message saying how many. */
export async function deletePlan(db: Db, actor: Actor, id: string): Promise<void> {
  const inUse = async () => {
    const [r] = await db.select({ n: count() }).from(corporateAccounts).where(eq(corporateAccounts.planId, id));
    return Number(r?.n ?? 0);
  };
  const used = await inUse();
  if (used > 0) throw new AppError("PLAN_IN_USE", planInUseMessage(used));
  try {
    await db.transaction(async (tx) => {
      const rows = await tx
        .delete(subscriptionPlans)
        .where(eq(subscriptionPlans.id, id))
        .returning({ name: subscriptionPlans.name });
      if (rows.length === 0) throw notFound(PLAN_MESSAGES.notFound);
      await recordAudit(tx, {
        actor,
        accountId: null,
        action: "plan.deleted",
        target: { type: "plan", id },
        changes: { name: rows[0]?.name },
      });
    });
  } catch (err) {
    // An account took the plan between the check and the delete.
    await throwDbError(err, {
      foreignKey: async () => new AppError("PLAN_IN_USE", planInUseMessage(Math.max(1, await inUse()))),
    });
  }
}
