import type { FastifyReply, FastifyRequest } from "fastify";
import { type Actor, effectivePermissions, ROLE_DEFINITIONS, type RoleInfo } from "../../../domain/auth/permissions";
import { API_V1_MESSAGES } from "../../../domain/public-api/api-v1";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { fixedWindowCounter, type RateLimitStore, type WindowCount } from "../../platform/http/rate-limit";
import { authenticateApiKey } from "../api-keys";

/**
 * A key acts as its account (issue 23): the account-wide corporate admin role, whatever its creator's
 * current roles, so it sees and changes what the account's admin would — and never another account's.
 */
const ACCOUNT_ROLE: RoleInfo = (() => {
  const role = ROLE_DEFINITIONS.find((r) => r.slug === "corporate_admin");
  if (!role) throw new Error("corporate_admin role missing");
  return { slug: role.slug, name: role.name, permissions: role.permissions };
})();

/** The `RateLimit-*` headers (IETF draft) of a counted request, and `Retry-After` when refused. */
function rateLimitHeaders(reply: FastifyReply, count: WindowCount) {
  const reset = Math.max(1, Math.ceil((count.resetAt - Date.now()) / 1000));
  reply.header("RateLimit-Limit", String(count.limit));
  reply.header("RateLimit-Remaining", String(count.remaining));
  reply.header("RateLimit-Reset", String(reset));
  if (!count.allowed) reply.header("Retry-After", String(reset));
}

/**
 * Who calls /api/v1: the Bearer key (401 unknown or revoked, 403 when the plan lost "Acesso à API"),
 * counted against its per-minute limit (429), acting through the user who created it (the documents'
 * author); that user deactivated or removed, the key stops working (401).
 */
export function apiKeyActorResolver(db: Db, rateLimits: RateLimitStore, perMinute: number) {
  const count = fixedWindowCounter(rateLimits, "api-key", perMinute, 60_000);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<Actor> => {
    const caller = await authenticateApiKey(db, request.headers.authorization);
    const standing = await count(caller.keyId);
    rateLimitHeaders(reply, standing);
    if (!standing.allowed) throw new AppError("TOO_MANY_REQUESTS");
    if (!caller.createdByUserId || !caller.creatorEmail) {
      throw new AppError("UNAUTHORIZED", API_V1_MESSAGES.creatorInactive);
    }
    return {
      userId: caller.createdByUserId,
      email: caller.creatorEmail,
      roles: [ACCOUNT_ROLE],
      permissions: effectivePermissions({ roles: [ACCOUNT_ROLE] }),
      accountId: caller.accountId,
      apiKey: { id: caller.keyId, scopes: caller.scopes },
    };
  };
}
