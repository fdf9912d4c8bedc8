import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageResultSchema } from "../../../domain/list";
import { requirePermission, requireRole } from "../../../domain/permissions";
import {
  accountOptionSchema,
  createdUserSchema,
  createUserSchema,
  roleOptionSchema,
  updateUserSchema,
  userIdParamsSchema,
  userListItemSchema,
  userListQuerySchema,
} from "../../../domain/users";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import type { Auth } from "../auth";
import { confirmEmail, createUser, deactivateUser, updateUser } from "./mutations";
import { accountOptions, getUser, listUsers, roleOptions } from "./service";

const manageUsers = { access: requirePermission("manage_users") };
const userParams = userIdParamsSchema;
const ok = z.object({ ok: z.literal(true) });

/** User management (spec 1 §2.7): list, read, create, update, deactivate, confirm e-mail; scoped by the actor. */
export function userRoutes(deps: Pick<RouteDeps, "db"> & { auth: Auth }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      "/api/users",
      {
        config: manageUsers,
        schema: { querystring: userListQuerySchema, response: { 200: pageResultSchema(userListItemSchema) } },
      },
      async (request) => listUsers(db, actorOf(request), request.query),
    );
    app.get(
      "/api/users/roles",
      { config: manageUsers, schema: { response: { 200: z.object({ roles: z.array(roleOptionSchema) }) } } },
      async (request) => ({ roles: await roleOptions(db, actorOf(request)) }),
    );
    app.get(
      "/api/users/account-options",
      { config: manageUsers, schema: { response: { 200: z.object({ accounts: z.array(accountOptionSchema) }) } } },
      async (request) => ({ accounts: await accountOptions(db, actorOf(request)) }),
    );
    app.get(
      "/api/users/:userId",
      { config: manageUsers, schema: { params: userParams, response: { 200: userListItemSchema } } },
      async (request) => getUser(db, actorOf(request), request.params.userId),
    );
    app.post(
      "/api/users",
      { config: manageUsers, schema: { body: createUserSchema, response: { 201: createdUserSchema } } },
      async (request, reply) => {
        const created = await createUser(deps, actorOf(request), request.body, (msg, err) =>
          request.log.error({ err }, msg),
        );
        return reply.status(201).send(created);
      },
    );
    app.put(
      "/api/users/:userId",
      { config: manageUsers, schema: { params: userParams, body: updateUserSchema, response: { 200: ok } } },
      async (request) => {
        await updateUser(deps, actorOf(request), request.params.userId, request.body, (msg, err) =>
          request.log.error({ err }, msg),
        );
        return { ok: true as const };
      },
    );
    app.post(
      "/api/users/:userId/deactivate",
      { config: manageUsers, schema: { params: userParams, response: { 200: ok } } },
      async (request) => {
        await deactivateUser(db, actorOf(request), request.params.userId);
        return { ok: true as const };
      },
    );
    app.post(
      "/api/users/:userId/confirm-email",
      { config: { access: requireRole("super_admin") }, schema: { params: userParams, response: { 200: ok } } },
      async (request) => {
        await confirmEmail(db, request.params.userId);
        return { ok: true as const };
      },
    );
  };
}
