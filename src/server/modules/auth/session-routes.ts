import type { FastifyPluginAsync } from "fastify";
import { authContracts as c } from "../../../domain/auth/contract";
import { requireSignedIn } from "../../../domain/auth/permissions";
import type { SessionView } from "../../../domain/auth/session";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { type ActorWithProfile, sessionActorResolver } from "./actor";
import type { Auth } from "./auth";

/** The signed-in user as the web sees it: their active roles, permissions and corporate account. */
function sessionView(actor: ActorWithProfile): SessionView {
  const p = actor.profile;
  return {
    user: {
      id: actor.userId,
      email: actor.email,
      emailVerified: p.emailVerified,
      createdAt: p.createdAt.toISOString(),
    },
    metadata: {
      fullName: p.fullName,
      phone: p.phone,
      isActive: true,
      corporateAccountId: actor.accountId,
      preferences: p.preferences,
    },
    roles: actor.roles,
    permissions: actor.permissions,
    corporateAccount: p.account,
  };
}

/**
 * GET /api/me: the signed-in user (401 without a session, as every guarded route). GET /api/session: the
 * same view or `null`, always 200 — the web's session check, so a visitor's page logs no error.
 */
export function sessionRoutes(deps: Pick<RouteDeps, "db"> & { auth: Auth }): FastifyPluginAsync {
  const resolveActor = sessionActorResolver(deps.db, deps.auth);
  return async (app) => {
    route(app, c.me, { access: requireSignedIn }, async (request) => sessionView(actorOf(request) as ActorWithProfile));
    route(app, c.session, { access: "public" }, async (request) => {
      const actor = await resolveActor(request.headers);
      return { session: actor ? sessionView(actor) : null };
    });
  };
}
