import type { FastifyPluginAsync } from "fastify";
import { requireSignedIn } from "../../../domain/auth/permissions";
import { eventContracts as c } from "../../../domain/events/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";

const HEARTBEAT_MS = 25_000;
const OWN_ACCESS_TABLES = new Set(["user_roles", "user_metadata"]);

/** GET /api/events: Server-Sent Events of the changes this actor may see (ARCHITECTURE §6). */
export function eventRoutes({ hub }: Pick<RouteDeps, "hub">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.stream, { access: requireSignedIn }, async (request, reply) => {
      const actor = actorOf(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
      });
      res.write("retry: 3000\n: conectado\n\n");
      const unsubscribe = hub.subscribe({
        actor,
        send: (event) => {
          if (res.writableEnded) return; // ended by an earlier event of the same batch
          res.write(`data: ${JSON.stringify(event)}\n\n`);
          // The stream was authorised for the actor as it was; when their own roles or metadata change
          // (demoted, deactivated, moved), end it: the browser reconnects and is authorised afresh.
          if (event.user_id === actor.userId && OWN_ACCESS_TABLES.has(event.table)) res.end();
        },
      });
      const heartbeat = setInterval(() => res.write(": ping\n\n"), HEARTBEAT_MS);
      res.on("close", () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      // Hijacked: the stream is written on the raw response above, never serialized by the contract.
      return reply;
    });
  };
}
