import type { FastifyPluginAsync } from "fastify";
import { healthContracts as c } from "../../../domain/health/contract";
import { route } from "../../platform/http/route";

/** GET /api/health: liveness for load balancers and start scripts. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, c.health, { access: "public" }, async () => ({ ok: true as const }));
};
