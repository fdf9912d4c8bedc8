import type { FastifyPluginAsync } from "fastify";
import { requirePermission, requireRole } from "../../../domain/auth/permissions";
import { userContracts as c } from "../../../domain/users/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { accountOptions } from "./account-options";
import { confirmEmail } from "./confirm-email";
import type { ConfirmationMailer } from "./confirmation-mailer";
import { createUser } from "./create-user";
import { deactivateUser } from "./deactivate-user";
import { getUser } from "./get-user";
import { listUsers } from "./list-users";
import { roleOptions } from "./role-options";
import { updateUser } from "./update-user";

const manageUsers = { access: requirePermission("manage_users") };

/** User management (spec 1 §2.7): list, read, create, update, deactivate, confirm e-mail; scoped by the actor. */
export function userRoutes(deps: Pick<RouteDeps, "db"> & { auth: ConfirmationMailer }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.list, manageUsers, async (request) => listUsers(db, actorOf(request), request.query));
    route(app, c.roles, manageUsers, async (request) => ({ roles: await roleOptions(db, actorOf(request)) }));
    route(app, c.accountOptions, manageUsers, async (request) => ({
      accounts: await accountOptions(db, actorOf(request)),
    }));
    route(app, c.get, manageUsers, async (request) => getUser(db, actorOf(request), request.params.userId));
    route(app, c.create, manageUsers, async (request, reply) => {
      const created = await createUser(deps, actorOf(request), request.body, (msg, err) =>
        request.log.error({ err }, msg),
      );
      return reply.status(201).send(created);
    });
    route(app, c.update, manageUsers, async (request) => {
      await updateUser(deps, actorOf(request), request.params.userId, request.body, (msg, err) =>
        request.log.error({ err }, msg),
      );
      return { ok: true as const };
    });
    route(app, c.deactivate, manageUsers, async (request) => {
      await deactivateUser(db, actorOf(request), request.params.userId);
      return { ok: true as const };
    });
    route(app, c.confirmEmail, { access: requireRole("super_admin") }, async (request) => {
      await confirmEmail(db, request.params.userId);
      return { ok: true as const };
    });
  };
}
