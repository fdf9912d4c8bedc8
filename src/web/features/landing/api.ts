import { queryOptions } from "@tanstack/react-query";
import type { PublicPlan } from "../../../domain/insight";
import { api } from "../../lib/api";

/** The landing page's price list (public; reloaded when plans change). */
export const publicPlansQuery = queryOptions({
  queryKey: ["public-plans"] as const,
  queryFn: ({ signal }) => api<PublicPlan[]>("/api/public/plans", { signal }),
  staleTime: 5 * 60_000,
});
