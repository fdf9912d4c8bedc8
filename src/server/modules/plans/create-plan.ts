import type { Actor } from "../../../domain/auth/permissions";
import { PLAN_MESSAGES, type Plan, type PlanFormOutput } from "../../../domain/plans/plans";
import { subscriptionPlans } from "../../db/tables/plans";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { getPlan } from "./get-plan";
import { mapUnique, valuesOf } from "./plan-rows";

export async function createPlan(db: Db, actor: Actor, input: PlanFormOutput): Promise<Plan> {
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx.insert(subscriptionPlans).values(valuesOf(input)).returning({ id: subscriptionPlans.id });
      if (!row) throw new AppError("SAVE_FAILED", PLAN_MESSAGES.saveError);
      await recordAudit(tx, {
        actor,
        accountId: null,
        action: "plan.created",
        target: { type: "plan", id: row.id },
        changes: { name: input.name },
      });
      return row.id;
    })
    .catch(mapUnique);
  return getPlan(db, id);
}
