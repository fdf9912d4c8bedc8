import type { FastifyPluginAsync } from "fastify";
import { requirePermission } from "../../../domain/auth/permissions";
import { templateContracts as c } from "../../../domain/templates/contract";
import { TEMPLATE_BODY_LIMIT_BYTES } from "../../../domain/templates/templates";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import { getTemplate, listTemplates, templateFormOptions } from "./read-templates";
import { createTemplate, deleteTemplate, setTemplateStatus, updateTemplate } from "./save-template";

const manage = { access: requirePermission("manage_templates") };
/** Inline images travel as data URLs inside the body. */
const save = { ...manage, bodyLimit: TEMPLATE_BODY_LIMIT_BYTES };

/** Document templates (spec 2 §2.2): list, form options, read, create, update, status toggle, delete. */
export function templateRoutes({ db }: Pick<RouteDeps, "db">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.list, manage, async (request) => listTemplates(db, actorOf(request), request.query));
    route(app, c.options, manage, async (request) => templateFormOptions(db, actorOf(request)));
    route(app, c.get, manage, async (request) => getTemplate(db, actorOf(request), request.params.id));
    route(app, c.create, save, async (request, reply) => {
      const actor = actorOf(request);
      const id = await createTemplate(db, actor, request.body);
      return reply.status(201).send(await getTemplate(db, actor, id));
    });
    route(app, c.update, save, async (request) => {
      const actor = actorOf(request);
      await updateTemplate(db, actor, request.params.id, request.body);
      return getTemplate(db, actor, request.params.id);
    });
    route(app, c.setStatus, manage, async (request) => {
      await setTemplateStatus(db, actorOf(request), request.params.id, request.body.isActive);
      return { id: request.params.id, isActive: request.body.isActive };
    });
    noContentRoute(app, c.remove, manage, (request) => deleteTemplate(db, actorOf(request), request.params.id));
  };
}
