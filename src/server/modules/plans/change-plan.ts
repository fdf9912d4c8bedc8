import { eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { PLAN_MESSAGES, type Plan } from "../../../domain/plans/plans";
import { subscriptionPlans } from "../../db/tables/plans";
import type { Db } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { getPlan } from "./get-plan";
import { mapUnique, type valuesOf } from "./plan-rows";

/** Changes a plan's columns (all of them, or only whether it is offered) and records it, in one transaction. */
export async function changePlan(
  db: Db,
  actor: Actor,
  id: string,
  values: Partial<ReturnType<typeof valuesOf>>,
): Promise<Plan> {
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptionPlans)
        .set(values)
        .where(eq(subscriptionPlans.id, id))
        .returning({ id: subscriptionPlans.id });
      if (!row) throw notFound(PLAN_MESSAGES.notFound);
      const { featuresConfig: _features, ...changes } = values;
      await recordAudit(tx, { actor, accountId: null, action: "plan.updated", target: { type: "plan", id }, changes });
    })
    .catch(mapUnique);
  return getPlan(db, id);
}
