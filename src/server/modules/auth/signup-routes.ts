import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AUTH_MESSAGES, signUpSchema } from "../../../domain/auth-schemas";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { fixedWindowLimiter } from "../../platform/http/rate-limit";
import type { Auth } from "./auth";
import { createAccount } from "./create-account";

/** POST /api/signup: account + metadata + standard_user role in one transaction, then the confirmation e-mail. */
export function signupRoutes(deps: Pick<RouteDeps, "db" | "config"> & { auth: Auth }): FastifyPluginAsyncZod {
  const allow = fixedWindowLimiter(deps.config.signupRateLimitMax, 60_000);
  return async (app) => {
    app.post(
      "/api/signup",
      {
        config: { access: "public" },
        schema: { body: signUpSchema, response: { 201: z.object({ ok: z.literal(true) }) } },
      },
      async (request, reply) => {
        if (!allow(request.ip)) throw new AppError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyRequests);
        const { email, password, fullName } = request.body;
        await createAccount(
          deps.db,
          { email, password, fullName, roleSlug: "standard_user" },
          AUTH_MESSAGES.emailTaken,
        );
        try {
          await deps.auth.api.sendVerificationEmail({ body: { email } });
        } catch (err) {
          // The account exists; the user can ask for the e-mail again from the login screen.
          request.log.error({ err }, "confirmation e-mail failed");
        }
        return reply.status(201).send({ ok: true as const });
      },
    );
  };
}
