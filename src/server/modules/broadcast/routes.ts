import type { FastifyPluginAsync } from "fastify";
import { requireRole } from "../../../domain/auth/permissions";
import { broadcastContracts as c } from "../../../domain/broadcast/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { createBroadcast, latestBroadcasts, oneBroadcast } from "./broadcasts";
import { recipientTree } from "./recipient-tree";

const superAdmin = { access: requireRole("super_admin") };

/** 'Mensagens em Massa' (spec 3 §2, §7): recipients, history, send, progress — super_admin only. */
export function broadcastRoutes(deps: Pick<RouteDeps, "db" | "jobs">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.recipients, superAdmin, async () => recipientTree(deps.db));
    route(app, c.history, superAdmin, async () => latestBroadcasts(deps.db));
    route(app, c.get, superAdmin, async (request) => oneBroadcast(deps.db, request.params.id));
    route(app, c.send, superAdmin, async (request, reply) => {
      const created = await createBroadcast(deps.db, deps.jobs, actorOf(request), request.body);
      return reply.status(201).send(created);
    });
  };
}
