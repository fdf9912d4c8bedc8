import type { Actor } from "../../../domain/auth/permissions";
import type { Plan } from "../../../domain/plans/plans";
import type { Db } from "../../platform/db/client";
import { changePlan } from "./change-plan";

export const setPlanActive = (db: Db, actor: Actor, id: string, isActive: boolean): Promise<Plan> =>
  changePlan(db, actor, id, { isActive });
