import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../../domain/permissions";
import {
  TEMPLATE_BODY_LIMIT_BYTES,
  templateFormSchema,
  templateListQuerySchema,
  templateStatusSchema,
  uuidSchema,
} from "../../../domain/templates";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { getTemplate, listTemplates, templateFormOptions } from "./read-templates";
import { createTemplate, deleteTemplate, setTemplateStatus, updateTemplate } from "./save-template";

const access = requirePermission("manage_templates");
const params = z.object({ id: uuidSchema });

/** Document templates (spec 2 §2.2): list, form options, read, create, update, status toggle, delete. */
export function templateRoutes({ db }: Pick<RouteDeps, "db">): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/templates",
      { config: { access }, schema: { querystring: templateListQuerySchema } },
      async (request) => listTemplates(db, actorOf(request), request.query),
    );

    app.get("/api/templates/options", { config: { access } }, async (request) =>
      templateFormOptions(db, actorOf(request)),
    );

    app.get("/api/templates/:id", { config: { access }, schema: { params } }, async (request) =>
      getTemplate(db, actorOf(request), request.params.id),
    );

    app.post(
      "/api/templates",
      { config: { access }, bodyLimit: TEMPLATE_BODY_LIMIT_BYTES, schema: { body: templateFormSchema } },
      async (request, reply) => {
        const actor = actorOf(request);
        const id = await createTemplate(db, actor, request.body);
        return reply.status(201).send(await getTemplate(db, actor, id));
      },
    );

    app.put(
      "/api/templates/:id",
      { config: { access }, bodyLimit: TEMPLATE_BODY_LIMIT_BYTES, schema: { params, body: templateFormSchema } },
      async (request) => {
        const actor = actorOf(request);
        await updateTemplate(db, actor, request.params.id, request.body);
        return getTemplate(db, actor, request.params.id);
      },
    );

    app.patch(
      "/api/templates/:id/status",
      { config: { access }, schema: { params, body: templateStatusSchema } },
      async (request) => {
        await setTemplateStatus(db, actorOf(request), request.params.id, request.body.isActive);
        return { id: request.params.id, isActive: request.body.isActive };
      },
    );

    app.delete("/api/templates/:id", { config: { access }, schema: { params } }, async (request, reply) => {
      await deleteTemplate(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    });
  };
}
