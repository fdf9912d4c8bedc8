import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { broadcastFormSchema, broadcastSchema, recipientTreeSchema } from "../../../domain/broadcast";
import { requireRole } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { createBroadcast, latestBroadcasts, oneBroadcast } from "./broadcasts";
import { recipientTree } from "./recipient-tree";

const access = requireRole("super_admin");
const params = z.object({ id: z.uuid({ error: "Mensagem não encontrada" }) });

/** 'Mensagens em Massa' (spec 3 §2, §7): recipients, history, send, progress — super_admin only. */
export function broadcastRoutes(deps: Pick<RouteDeps, "db" | "jobs">): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/broadcast-recipients",
      { config: { access }, schema: { response: { 200: recipientTreeSchema } } },
      async () => recipientTree(deps.db),
    );
    app.get(
      "/api/admin/broadcasts",
      { config: { access }, schema: { response: { 200: z.array(broadcastSchema) } } },
      async () => latestBroadcasts(deps.db),
    );
    app.get(
      "/api/admin/broadcasts/:id",
      { config: { access }, schema: { params, response: { 200: broadcastSchema } } },
      async (request) => oneBroadcast(deps.db, request.params.id),
    );
    app.post(
      "/api/admin/broadcasts",
      { config: { access }, schema: { body: broadcastFormSchema, response: { 201: broadcastSchema } } },
      async (request, reply) => {
        const created = await createBroadcast(deps.db, deps.jobs, actorOf(request), request.body);
        return reply.status(201).send(created);
      },
    );
  };
}
