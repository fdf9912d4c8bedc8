import type { BroadcastFormInput } from "../../../domain/broadcast/broadcast";
import { broadcastContracts as c } from "../../../domain/broadcast/contract";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";

/** Keys under "broadcasts": changes to broadcast_messages (live) reload them. */
export const recipientTreeQuery = contractQuery(["broadcasts", "recipients"], c.recipients, {});
export const broadcastHistoryQuery = contractQuery(["broadcasts", "history"], c.history, {});
export const broadcastQuery = (id: string) =>
  contractQuery(
    ["broadcasts", "one", id],
    c.get,
    { params: { id } },
    {
      // Live updates refresh it too; polling keeps the progress moving if the live channel is down.
      refetchInterval: (q) => (q.state.data?.status === "sending" ? 1000 : false),
    },
  );

export const sendBroadcast = (body: BroadcastFormInput) => call(c.send, { body });
