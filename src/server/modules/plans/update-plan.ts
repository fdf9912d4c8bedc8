import type { Actor } from "../../../domain/auth/permissions";
import type { Plan, PlanFormOutput } from "../../../domain/plans/plans";
import type { Db } from "../../platform/db/client";
import { changePlan } from "./change-plan";
import { valuesOf } from "./plan-rows";

export const updatePlan = (db: Db, actor: Actor, id: string, input: PlanFormOutput): Promise<Plan> =>
  changePlan(db, actor, id, valuesOf(input));
