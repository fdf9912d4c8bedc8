import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../../../domain/auth/permissions";
import { type AccessRule, isAllowed, PERMISSION_LABELS, roleName } from "../../../domain/auth/permissions";
import { API_V1_MESSAGES } from "../../../domain/public-api/api-v1";
import { forbidden, unauthorized } from "../errors/app-error";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route. Required on every /api route: a route without it is denied (deny by default). */
    access?: AccessRule | "public";
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export type ResolveActor = (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;

/** Who may call: the session cookie on the web's routes, an API key (Bearer) on the public API's. */
export interface ActorResolvers {
  session: ResolveActor;
  /** Throws its own 401/403/429 (unknown key, plan without API access, rate limit). */
  apiKey?: ResolveActor;
}

/** The public API (issue 23): only an API key opens it, and a key opens nothing else. */
export const API_V1_ROUTE = /^\/api\/v1\//;

function denialMessage(rule: AccessRule): string {
  if (rule.kind === "role") return `Acesso restrito ao papel ${roleName(rule.role)}.`;
  if (rule.kind === "permission") return `Permissão insuficiente: requer "${PERMISSION_LABELS[rule.permission]}".`;
  if (rule.kind === "apiScope") return API_V1_MESSAGES.missingScope(rule.scope);
  return "Você não tem permissão para esta ação.";
}

/**
 * The permission gate of every /api route (ARCHITECTURE §4): 401 without a session, 403 without the
 * right. On /api/v1 the caller is the API key of the Authorization header instead (the cookie is not
 * read there), and its rule is a scope of the key.
 */
export function registerAccessGuard(app: FastifyInstance, resolvers: ActorResolvers): void {
  app.decorateRequest("actor", null);
  app.addHook("onRequest", async (request, reply) => {
    const url = request.routeOptions.url;
    // Not an API route (SPA files), an unknown route (404 handler), or Better Auth's own routes.
    if (!url?.startsWith("/api/") || url.startsWith("/api/auth/")) return;
    const access = request.routeOptions.config.access;
    if (access === "public") return;
    if (!access) {
      request.log.error({ url }, "route without an access rule denied");
      throw forbidden();
    }
    const resolve = API_V1_ROUTE.test(url) ? resolvers.apiKey : resolvers.session;
    const actor = resolve ? await resolve(request, reply) : null;
    if (!actor) throw unauthorized();
    if (!isAllowed(actor, access)) throw forbidden(denialMessage(access));
    request.actor = actor;
  });
}

/** The actor of a guarded route (the guard already refused anonymous callers). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
