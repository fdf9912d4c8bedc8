import { queryOptions } from "@tanstack/react-query";
import type { Plan, PlanFormInput } from "../../../domain/plans";
import { api } from "../../lib/api";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { featureKeys, pageListQuery } from "../../lib/list-query";

/** Keys start with "plans": live changes to subscription_plans invalidate them all. */
export const planKeys = featureKeys<PlanFilters>("plans");

export interface PlanFilters {
  page: number;
  search: string;
  status: "all" | "active" | "inactive";
}

export const plansListQuery = (f: PlanFilters) =>
  pageListQuery<Plan>(planKeys.list(f), "/api/plans", { page: f.page, search: f.search, status: f.status });

export const planQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.one(id),
    queryFn: ({ signal }) => api<Plan>(`/api/plans/${encodeURIComponent(id)}`, { signal }),
  });

export function useSavePlan(planId?: string) {
  return useInvalidatingMutation(planKeys.all, (body: PlanFormInput) =>
    planId
      ? api<Plan>(`/api/plans/${encodeURIComponent(planId)}`, { method: "PUT", body })
      : api<Plan>("/api/plans", { method: "POST", body }),
  );
}

export function useTogglePlan() {
  return useInvalidatingMutation(planKeys.all, (p: { id: string; isActive: boolean }) =>
    api<Plan>(`/api/plans/${encodeURIComponent(p.id)}/status`, { method: "PATCH", body: { isActive: p.isActive } }),
  );
}

export function useDeletePlan() {
  return useInvalidatingMutation(planKeys.all, (id: string) =>
    api<void>(`/api/plans/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
}
