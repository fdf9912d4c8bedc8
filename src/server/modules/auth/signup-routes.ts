import type { FastifyPluginAsync } from "fastify";
import { authContracts as c } from "../../../domain/auth/contract";
import { AUTH_MESSAGES } from "../../../domain/auth/schemas";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { isLoopback } from "../../platform/http/loopback";
import { fixedWindowLimiter } from "../../platform/http/rate-limit";
import { route } from "../../platform/http/route";
import { recordAudit } from "../audit";
import { createAccount, superAdminExists } from "../users";
import type { Auth } from "./auth";

/**
 * POST /api/signup: account + metadata + standard_user role in one transaction, then the confirmation
 * e-mail. In development, an installation without a super administrator makes the first account
 * created from this machine its super administrator, so a newcomer can try every screen with
 * nothing configured (decision 0028); never in production, never from another machine.
 */
export function signupRoutes(
  deps: Pick<RouteDeps, "db" | "config" | "rateLimits"> & { auth: Auth },
): FastifyPluginAsync {
  const allow = fixedWindowLimiter(deps.rateLimits, "signup", deps.config.signupRateLimitMax, 60_000);
  return async (app) => {
    route(app, c.signup, { access: "public" }, async (request, reply) => {
      if (!(await allow(request.ip))) throw new AppError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyRequests);
      const { email, password, fullName } = request.body;
      const firstLocal =
        deps.config.env === "development" && isLoopback(request.ip) && !(await superAdminExists(deps.db));
      const roleSlug = firstLocal ? "super_admin" : "standard_user";
      await deps.db.transaction(async (tx) => {
        const { userId } = await createAccount(tx, { email, password, fullName, roleSlug }, AUTH_MESSAGES.emailTaken);
        // The new user is the actor: nobody else acted. No account yet (self sign-up joins none).
        await recordAudit(tx, {
          actor: { userId },
          accountId: null,
          action: "auth.signed_up",
          target: { type: "user", id: userId },
          changes: { role: roleSlug },
        });
      });
      try {
        await deps.auth.api.sendVerificationEmail({ body: { email } });
      } catch (err) {
        // The account exists; the user can ask for the e-mail again from the login screen.
        request.log.error({ err }, "confirmation e-mail failed");
      }
      return reply.status(201).send({ ok: true as const });
    });
  };
}
