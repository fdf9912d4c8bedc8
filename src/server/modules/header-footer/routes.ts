import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../../domain/permissions";
import { headerFooterFormSchema, uuidSchema } from "../../../domain/templates";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import {
  createHeaderFooter,
  deleteHeaderFooter,
  getHeaderFooter,
  listHeaderFooters,
  setDefaultHeaderFooter,
  updateHeaderFooter,
} from "./service";

const access = requirePermission("manage_templates");
const params = z.object({ id: uuidSchema });

/** Header and footer templates (spec 2 §2.3): list, read, create, update, delete, set as default. */
export function headerFooterRoutes({ db }: Pick<RouteDeps, "db">): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/header-footer", { config: { access } }, async (request) => ({
      items: await listHeaderFooters(db, actorOf(request)),
    }));

    app.get("/api/header-footer/:id", { config: { access }, schema: { params } }, async (request) =>
      getHeaderFooter(db, actorOf(request), request.params.id),
    );

    app.post(
      "/api/header-footer",
      { config: { access }, bodyLimit: 3 * 1024 * 1024, schema: { body: headerFooterFormSchema } },
      async (request, reply) => reply.status(201).send(await createHeaderFooter(db, actorOf(request), request.body)),
    );

    app.put(
      "/api/header-footer/:id",
      { config: { access }, bodyLimit: 3 * 1024 * 1024, schema: { params, body: headerFooterFormSchema } },
      async (request) => updateHeaderFooter(db, actorOf(request), request.params.id, request.body),
    );

    app.delete("/api/header-footer/:id", { config: { access }, schema: { params } }, async (request, reply) => {
      await deleteHeaderFooter(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    });

    app.post("/api/header-footer/:id/default", { config: { access }, schema: { params } }, async (request) =>
      setDefaultHeaderFooter(db, actorOf(request), request.params.id),
    );
  };
}
