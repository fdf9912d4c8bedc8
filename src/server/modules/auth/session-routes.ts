import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSignedIn } from "../../../domain/permissions";
import type { SessionView } from "../../../domain/session";
import { actorOf } from "../../platform/http/guards";
import type { Actor, ActorProfile } from "./actor";

/** GET /api/me: the signed-in user, their active roles, permissions and corporate account. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/me", { config: { access: requireSignedIn } }, async (request): Promise<SessionView> => {
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
