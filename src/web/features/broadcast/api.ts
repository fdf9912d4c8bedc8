import { queryOptions } from "@tanstack/react-query";
import type { BroadcastFormInput } from "../../../domain/broadcast";
import { broadcastContracts as c } from "../../../domain/contracts/broadcast";
import { call } from "../../lib/client";

/** Keys under "broadcasts": changes to broadcast_messages (live) reload them. */
export const recipientTreeQuery = queryOptions({
  queryKey: ["broadcasts", "recipients"] as const,
  queryFn: ({ signal }) => call(c.recipients, { signal }),
});

export const broadcastHistoryQuery = queryOptions({
  queryKey: ["broadcasts", "history"] as const,
  queryFn: ({ signal }) => call(c.history, { signal }),
});

export const broadcastQuery = (id: string) =>
  queryOptions({
    queryKey: ["broadcasts", "one", id] as const,
    queryFn: ({ signal }) => call(c.get, { params: { id }, signal }),
    // Live updates refresh it too; polling keeps the progress moving if the live channel is down.
    refetchInterval: (q) => (q.state.data?.status === "sending" ? 1000 : false),
  });

export const sendBroadcast = (body: BroadcastFormInput) => call(c.send, { body });
