import type { FastifyPluginAsync } from "fastify";
import { requireRole } from "../../../domain/auth/permissions";
import { retentionContracts as c } from "../../../domain/retention/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { retentionAccountOf, retentionScreen } from "./read-retention";
import { saveRetention } from "./save-retention";

/** The corporate admin's, of its own account (the super admin has no account whose data to keep). */
const admin = { access: requireRole("corporate_admin") };

/** Retention (issue 27): read and save the account's settings. */
export function retentionRoutes({ db }: Pick<RouteDeps, "db">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.get, admin, async (request) => retentionScreen(db, retentionAccountOf(actorOf(request))));
    route(app, c.save, admin, async (request) => saveRetention(db, actorOf(request), request.body));
  };
}
