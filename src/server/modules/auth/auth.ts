import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { MIN_PASSWORD_LENGTH } from "../../../domain/auth/schemas";
import { ERRORS, type ErrorCode } from "../../../domain/shared/error-codes";
import { accounts, sessions, users, verifications } from "../../db/tables/auth";
import { userMetadata } from "../../db/tables/users";
import type { AppConfig } from "../../platform/config";
import type { Db } from "../../platform/db/client";
import { betterAuthRateLimitStorage, type RateLimitStore } from "../../platform/http/rate-limit";
import type { SystemMailer } from "../../platform/mail/system-mailer";
import { auditUserEvent } from "./auth-audit";
import { confirmationEmail, resetPasswordEmail } from "./emails";

/** The header through which the Fastify bridge tells Better Auth the client's address (never taken from clients). */
export const CLIENT_IP_HEADER = "x-minuta-client-ip";

export interface AuthDeps {
  config: Pick<AppConfig, "appUrl" | "authSecret" | "trustedOrigins" | "authRateLimitMax">;
  db: Db;
  mailer: SystemMailer;
  /** Shared with the other limiters: in PostgreSQL when several web processes count one limit (decision 0048). */
  rateLimits: RateLimitStore;
}

export function createAuth({ config, db, mailer, rateLimits }: AuthDeps) {
  const secure = config.appUrl.startsWith("https://");
  return betterAuth({
    appName: "Minuta",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.appUrl, ...config.trustedOrigins],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: {
      useSecureCookies: secure,
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through POST /api/signup, which creates the account, its metadata and its role
      // in one transaction; Better Auth's own sign-up would leave half-created users behind.
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        await mailer.send(resetPasswordEmail(config.appUrl, user.email, token));
        await auditUserEvent(db, user.id, "auth.password_reset_requested");
      },
      onPasswordReset: ({ user }) => auditUserEvent(db, user.id, "auth.password_reset"),
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, token }) {
        await mailer.send(confirmationEmail(config.appUrl, user.email, token));
      },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: betterAuthRateLimitStorage(rateLimits),
      customRules: {
        "/sign-in/email": { window: 60, max: config.authRateLimitMax },
        "/send-verification-email": { window: 60, max: config.authRateLimitMax },
        "/request-password-reset": { window: 60, max: config.authRateLimitMax },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated user cannot log in (their metadata row is inactive).
          async before(session) {
            const [inactive] = await db
              .select({ id: userMetadata.id })
              .from(userMetadata)
              .where(and(eq(userMetadata.userId, session.userId), eq(userMetadata.isActive, false)))
              .limit(1);
            if (inactive) {
              // Better Auth's error (its status, 403): the code and text are the union's all the same.
              throw new APIError("FORBIDDEN", {
                code: "USER_INACTIVE" satisfies ErrorCode,
                message: ERRORS.USER_INACTIVE.message,
              });
            }
          },
          // Every new session is a sign-in (password, or the link of a confirmed e-mail).
          after: (session) => auditUserEvent(db, session.userId, "auth.sign_in"),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
