import { eq } from "drizzle-orm";
import { PLAN_MESSAGES, type Plan } from "../../../domain/plans/plans";
import { subscriptionPlans } from "../../db/tables/plans";
import type { Db } from "../../platform/db/client";
import { oneRowOr404 } from "../../platform/db/one-row";
import { type PlanRow, planColumns, toPlan } from "./plan-rows";

export async function getPlan(db: Db, id: string): Promise<Plan> {
  const where = eq(subscriptionPlans.id, id);
  const row = await oneRowOr404(db, { columns: planColumns, source: subscriptionPlans, where }, PLAN_MESSAGES.notFound);
  return toPlan(row as PlanRow);
}
