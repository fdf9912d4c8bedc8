import { and, asc, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Plan, PlanListQuery } from "../../../domain/plans/plans";
import type { Page } from "../../../domain/shared/list";
import { subscriptionPlans } from "../../db/tables/plans";
import type { Db } from "../../platform/db/client";
import { listSourcePage } from "../../platform/db/list-page";
import { containsPattern } from "../../platform/db/sql-search";
import { type PlanRow, planColumns, toPlan } from "./plan-rows";

export async function listPlans(db: Db, q: PlanListQuery & { page: number }): Promise<Page<Plan>> {
  const where: SQL[] = [];
  if (q.search) where.push(ilike(subscriptionPlans.name, containsPattern(q.search)));
  if (q.status === "active") where.push(eq(subscriptionPlans.isActive, true));
  if (q.status === "inactive") where.push(eq(subscriptionPlans.isActive, false));
  const filter = where.length ? and(...where) : undefined;
  return listSourcePage(
    db,
    q.page,
    {
      columns: planColumns,
      source: subscriptionPlans,
      where: filter,
      orderBy: [desc(subscriptionPlans.createdAt), asc(subscriptionPlans.id)],
    },
    (r) => toPlan(r as PlanRow),
  );
}
