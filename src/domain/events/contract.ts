import { binaryBody, defineContract } from "../shared/contracts/define";

/** Live updates (ARCHITECTURE §6): a stream the browser's EventSource reads, never a JSON answer. */
export const eventContracts = {
  stream: defineContract({
    method: "GET",
    path: "/api/events",
    summary: "Eventos (Server-Sent Events) das mudanças que o usuário pode ver",
    response: {
      200: binaryBody(
        "text/event-stream",
        "Um evento `data:` (JSON: table, op, id, corporate_account_id, user_id) por mudança",
      ),
    },
    errors: [],
  }),
};
