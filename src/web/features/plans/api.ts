import { planContracts as c } from "../../../domain/plans/contract";
import type { PlanFormInput } from "../../../domain/plans/plans";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { contractPageQuery, featureKeys, type PageFilters } from "../../lib/list-query";

/** Keys start with "plans": live changes to subscription_plans invalidate them all. */
export const planKeys = featureKeys<PlanFilters>("plans");

export type PlanFilters = PageFilters<{ status: "all" | "active" | "inactive" }>;

export const plansListQuery = (f: PlanFilters) => contractPageQuery(planKeys.list(f), c.list, f);

export const planQuery = (id: string) => contractQuery(planKeys.one(id), c.get, { params: { planId: id } });

export function useSavePlan(planId?: string) {
  return useInvalidatingMutation(planKeys.all, (body: PlanFormInput) =>
    planId ? call(c.update, { params: { planId }, body }) : call(c.create, { body }),
  );
}

export function useTogglePlan() {
  return useInvalidatingMutation(planKeys.all, (p: { id: string; isActive: boolean }) =>
    call(c.setStatus, { params: { planId: p.id }, body: { isActive: p.isActive } }),
  );
}

export function useDeletePlan() {
  return useInvalidatingMutation(planKeys.all, (id: string) => call(c.remove, { params: { planId: id } }));
}
