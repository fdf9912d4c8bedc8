import type { FastifyPluginAsync } from "fastify";
import { authContracts as c } from "../../../domain/contracts/auth";
import { requireSignedIn } from "../../../domain/permissions";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import type { Actor, ActorProfile } from "./actor";

/** GET /api/me: the signed-in user, their active roles, permissions and corporate account. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  route(app, c.me, { access: requireSignedIn }, async (request) => {
    const actor = actorOf(request) as Actor & { profile: ActorProfile };
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
  });
};
