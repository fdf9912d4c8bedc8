import type { FastifyPluginAsync } from "fastify";

/** GET /api/health: liveness for load balancers and start scripts. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/api/health", { config: { access: "public" } }, async () => ({ ok: true }));
};
