import type { PlanOption } from "../../../domain/plans/plans";
import type { Db } from "../../platform/db/client";
import { activePlans } from "./active-plans";

/** Active plans for the account form, by monthly price. */
export async function activePlanOptions(db: Db): Promise<PlanOption[]> {
  return (await activePlans(db)).map((p) => ({
    id: p.id,
    name: p.name,
    monthlyPrice: p.monthlyPrice,
    maxCategoriesAllowed: p.features.max_categories_allowed,
  }));
}
