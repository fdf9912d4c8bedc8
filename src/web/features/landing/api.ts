import { queryOptions } from "@tanstack/react-query";
import type { insightContracts } from "../../../domain/insight/contract";
import { routeRef } from "../../../domain/shared/contracts/route-ref";
import { call } from "../../lib/client";

/** By reference, not by the contract object: the landing stays free of Zod and the schemas (decision 0026). */
const publicPlans = routeRef<typeof insightContracts.publicPlans>("GET", "/api/public/plans");

/** The landing page's price list (public; reloaded when plans change). */
export const publicPlansQuery = queryOptions({
  queryKey: ["public-plans"] as const,
  queryFn: ({ signal }) => call(publicPlans, { signal }),
  staleTime: 5 * 60_000,
});
