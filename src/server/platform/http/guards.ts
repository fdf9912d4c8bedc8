import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Actor } from "../../../domain/permissions";
import { type AccessRule, isAllowed, PERMISSION_LABELS, roleName } from "../../../domain/permissions";
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

export type ResolveActor = (request: FastifyRequest) => Promise<Actor | null>;

function denialMessage(rule: AccessRule): string {
  if (rule.kind === "role") return `Acesso restrito ao papel ${roleName(rule.role)}.`;
  if (rule.kind === "permission") return `Permissão insuficiente: requer "${PERMISSION_LABELS[rule.permission]}".`;
  return "Você não tem permissão para esta ação.";
}

/** The permission gate of every /api route (ARCHITECTURE §4): 401 without a session, 403 without the right. */
export function registerAccessGuard(app: FastifyInstance, resolveActor: ResolveActor): void {
  app.decorateRequest("actor", null);
  app.addHook("onRequest", async (request) => {
    const url = request.routeOptions.url;
    // Not an API route (SPA files), an unknown route (404 handler), or Better Auth's own routes.
    if (!url?.startsWith("/api/") || url.startsWith("/api/auth/")) return;
    const access = request.routeOptions.config.access;
    if (access === "public") return;
    if (!access) {
      request.log.error({ url }, "route without an access rule denied");
      throw forbidden();
    }
    const actor = await resolveActor(request);
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
