import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  categoryAccountsSchema,
  categoryFormSchema,
  categoryLinksInputSchema,
  categoryListQuerySchema,
  categorySchema,
} from "../../../domain/categories";
import { pageResultSchema } from "../../../domain/list";
import { requireRole } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import {
  categoryAccounts,
  createCategory,
  deleteCategory,
  listCategories,
  setCategoryAccounts,
  updateCategory,
} from "./service";

const superAdmin = { access: requireRole("super_admin") };
const params = z.object({ categoryId: z.uuid("Categoria inválida") });
const ok = z.object({ ok: z.literal(true) });

/** Category management (spec 1 §2.8) and the category–account links (spec 2 §3); super_admin only. */
export function categoryRoutes(deps: Pick<RouteDeps, "db">): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      "/api/categories",
      {
        config: superAdmin,
        schema: { querystring: categoryListQuerySchema, response: { 200: pageResultSchema(categorySchema) } },
      },
      async (request) => listCategories(db, request.query),
    );
    app.post(
      "/api/categories",
      { config: superAdmin, schema: { body: categoryFormSchema, response: { 201: categorySchema } } },
      async (request, reply) => reply.status(201).send(await createCategory(db, request.body)),
    );
    app.put(
      "/api/categories/:categoryId",
      { config: superAdmin, schema: { params, body: categoryFormSchema, response: { 200: categorySchema } } },
      async (request) => updateCategory(db, request.params.categoryId, request.body),
    );
    app.delete(
      "/api/categories/:categoryId",
      { config: superAdmin, schema: { params, response: { 200: ok } } },
      async (request) => {
        await deleteCategory(db, request.params.categoryId);
        return { ok: true as const };
      },
    );
    app.get(
      "/api/categories/:categoryId/accounts",
      { config: superAdmin, schema: { params, response: { 200: categoryAccountsSchema } } },
      async (request) => categoryAccounts(db, request.params.categoryId),
    );
    app.put(
      "/api/categories/:categoryId/accounts",
      { config: superAdmin, schema: { params, body: categoryLinksInputSchema, response: { 200: ok } } },
      async (request) => {
        await setCategoryAccounts(db, request.params.categoryId, request.body.accountIds, actorOf(request).userId);
        return { ok: true as const };
      },
    );
  };
}
