import type { FastifyPluginAsync } from "fastify";
import { requirePermission } from "../../../domain/auth/permissions";
import { headerFooterContracts as c } from "../../../domain/header-footer/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import { createHeaderFooter } from "./create-header-footer";
import { deleteHeaderFooter } from "./delete-header-footer";
import { getHeaderFooter } from "./get-header-footer";
import { listHeaderFooters } from "./list-header-footers";
import { setDefaultHeaderFooter } from "./set-default-header-footer";
import { updateHeaderFooter } from "./update-header-footer";

const manage = { access: requirePermission("manage_templates") };
/** The rich text (up to 2 MB) with room for its JSON escaping. */
const save = { ...manage, bodyLimit: 3 * 1024 * 1024 };

/** Header and footer templates (spec 2 §2.3): list, read, create, update, delete, set as default. */
export function headerFooterRoutes({ db }: Pick<RouteDeps, "db">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.list, manage, async (request) => ({ items: await listHeaderFooters(db, actorOf(request)) }));
    route(app, c.get, manage, async (request) => getHeaderFooter(db, actorOf(request), request.params.id));
    route(app, c.create, save, async (request, reply) =>
      reply.status(201).send(await createHeaderFooter(db, actorOf(request), request.body)),
    );
    route(app, c.update, save, async (request) =>
      updateHeaderFooter(db, actorOf(request), request.params.id, request.body),
    );
    noContentRoute(app, c.remove, manage, (request) => deleteHeaderFooter(db, actorOf(request), request.params.id));
    route(app, c.setDefault, manage, async (request) =>
      setDefaultHeaderFooter(db, actorOf(request), request.params.id),
    );
  };
}
