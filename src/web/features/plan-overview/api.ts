import { queryOptions } from "@tanstack/react-query";
import type { PlanOverview } from "../../../domain/usage";
import { api } from "../../lib/api";

/** "plan-overview": live changes to accounts and plans invalidate it. */
export const planOverviewQuery = queryOptions({
  queryKey: ["plan-overview"] as const,
  queryFn: ({ signal }) => api<PlanOverview>("/api/plan-overview", { signal }),
  retry: (count, err) => count < 1 && !(err && typeof err === "object" && "status" in err && err.status === 403),
});
