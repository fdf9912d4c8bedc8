import { queryOptions } from "@tanstack/react-query";
import { planContracts as c } from "../../../domain/plans/contract";
import { call } from "../../lib/client";

/** "plan-overview": live changes to accounts and plans invalidate it. */
export const planOverviewQuery = queryOptions({
  queryKey: ["plan-overview"] as const,
  queryFn: ({ signal }) => call(c.overview, { signal }),
  retry: (count, err) => count < 1 && !(err && typeof err === "object" && "status" in err && err.status === 403),
});
