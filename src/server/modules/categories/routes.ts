import type { FastifyPluginAsync } from "fastify";
import { requirePermission, requireRole } from "../../../domain/auth/permissions";
import { categoryContracts as c } from "../../../domain/categories/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { categoryAccounts } from "./category-accounts";
import { createCategory } from "./create-category";
import { createTemplateCategory } from "./create-template-category";
import { deleteCategory } from "./delete-category";
import { listCategories } from "./list-categories";
import { setCategoryAccounts } from "./set-category-accounts";
import { updateCategory } from "./update-category";

const superAdmin = { access: requireRole("super_admin") };

/** Category management (spec 1 §2.8) and the category–account links (spec 2 §3); super_admin only. */
export function categoryRoutes(deps: Pick<RouteDeps, "db">): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.list, superAdmin, async (request) => listCategories(db, request.query));
    route(app, c.create, superAdmin, async (request, reply) =>
      reply.status(201).send(await createCategory(db, actorOf(request), request.body)),
    );
    route(app, c.update, superAdmin, async (request) =>
      updateCategory(db, actorOf(request), request.params.categoryId, request.body),
    );
    route(app, c.remove, superAdmin, async (request) => {
      await deleteCategory(db, actorOf(request), request.params.categoryId);
      return { ok: true as const };
    });
    route(app, c.accounts, superAdmin, async (request) => categoryAccounts(db, request.params.categoryId));
    route(app, c.setAccounts, superAdmin, async (request) => {
      await setCategoryAccounts(db, request.params.categoryId, request.body.accountIds, actorOf(request));
      return { ok: true as const };
    });
    // The template form's "Nova categoria": whoever manages templates (issue 48 point 4).
    route(app, c.createFromTemplateForm, { access: requirePermission("manage_templates") }, async (request, reply) =>
      reply.status(201).send(await createTemplateCategory(db, actorOf(request), request.body)),
    );
  };
}
