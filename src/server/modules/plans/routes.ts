import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageResultSchema } from "../../../domain/list";
import { requireRole } from "../../../domain/permissions";
import { planFormSchema, planListQuerySchema, planOptionSchema, planSchema } from "../../../domain/plans";
import type { RouteDeps } from "../../platform/deps";
import * as plans from "./service";

const access = requireRole("super_admin");
const params = z.object({ planId: z.uuid("Plano não encontrado.") });

/** /api/plans: list, read, create, update, status toggle and delete (spec 2 §2.4, §2.5). */
export function planRoutes(deps: Pick<RouteDeps, "db">): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      "/api/plans",
      {
        config: { access },
        schema: { querystring: planListQuerySchema, response: { 200: pageResultSchema(planSchema) } },
      },
      async (request) => plans.listPlans(db, request.query),
    );
    app.get(
      "/api/plans/active",
      { config: { access }, schema: { response: { 200: z.array(planOptionSchema) } } },
      async () => plans.activePlanOptions(db),
    );
    app.get(
      "/api/plans/:planId",
      { config: { access }, schema: { params, response: { 200: planSchema } } },
      async (request) => plans.getPlan(db, request.params.planId),
    );
    app.post(
      "/api/plans",
      { config: { access }, schema: { body: planFormSchema, response: { 201: planSchema } } },
      async (request, reply) => reply.status(201).send(await plans.createPlan(db, request.body)),
    );
    app.put(
      "/api/plans/:planId",
      { config: { access }, schema: { params, body: planFormSchema, response: { 200: planSchema } } },
      async (request) => plans.updatePlan(db, request.params.planId, request.body),
    );
    app.patch(
      "/api/plans/:planId/status",
      {
        config: { access },
        schema: { params, body: z.object({ isActive: z.boolean() }), response: { 200: planSchema } },
      },
      async (request) => plans.setPlanActive(db, request.params.planId, request.body.isActive),
    );
    app.delete("/api/plans/:planId", { config: { access }, schema: { params } }, async (request, reply) => {
      await plans.deletePlan(db, request.params.planId);
      return reply.status(204).send();
    });
  };
}
