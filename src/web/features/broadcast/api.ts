import { queryOptions } from "@tanstack/react-query";
import type { Broadcast, BroadcastFormInput, RecipientTree } from "../../../domain/broadcast";
import { api } from "../../lib/api";

/** Keys under "broadcasts": changes to broadcast_messages (live) reload them. */
export const recipientTreeQuery = queryOptions({
  queryKey: ["broadcasts", "recipients"] as const,
  queryFn: ({ signal }) => api<RecipientTree>("/api/admin/broadcast-recipients", { signal }),
});

export const broadcastHistoryQuery = queryOptions({
  queryKey: ["broadcasts", "history"] as const,
  queryFn: ({ signal }) => api<Broadcast[]>("/api/admin/broadcasts", { signal }),
});

export const broadcastQuery = (id: string) =>
  queryOptions({
    queryKey: ["broadcasts", "one", id] as const,
    queryFn: ({ signal }) => api<Broadcast>(`/api/admin/broadcasts/${id}`, { signal }),
    // Live updates refresh it too; polling keeps the progress moving if the live channel is down.
    refetchInterval: (q) => (q.state.data?.status === "sending" ? 1000 : false),
  });

export const sendBroadcast = (body: BroadcastFormInput) =>
  api<Broadcast>("/api/admin/broadcasts", { method: "POST", body });
