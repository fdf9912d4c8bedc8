import type { authContracts } from "../../../domain/auth/contract";
import { AUTH_ERROR_CODE_MESSAGES as CODE_MESSAGES } from "../../../domain/auth/error-codes";
import { AUTH_MESSAGES } from "../../../domain/auth/messages";
import { routeRef } from "../../../domain/shared/contracts/route-ref";
import { ApiError, api } from "../../lib/api";
import { call } from "../../lib/client";

/** The Portuguese message to show for a failed auth call. */
export function authErrorMessage(err: unknown, fallback: string = AUTH_MESSAGES.unexpected): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.isNetwork) return err.message;
  if (err.status === 429) return AUTH_MESSAGES.tooManyRequests;
  const mapped = CODE_MESSAGES[err.code.toUpperCase()];
  if (mapped) return mapped;
  if (err.status >= 500) return fallback;
  return err.message || fallback;
}

export function signIn(body: { email: string; password: string }) {
  return api<unknown>("/api/auth/sign-in/email", { method: "POST", body });
}

/** By a reference typed from its contract: the login page's chunks carry no route schemas (decision 0026). */
const signup = routeRef<typeof authContracts.signup>("POST", "/api/signup");

export function signUp(body: { fullName: string; email: string; password: string; confirmPassword: string }) {
  return call(signup, { body });
}

export function resendConfirmation(email: string) {
  return api<unknown>("/api/auth/send-verification-email", { method: "POST", body: { email } });
}

/** Spec 1 §8: failures of the mail service give the "temporarily unavailable" text. */
export function resendErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 429) return AUTH_MESSAGES.tooManyRequests;
    const code = err.code.toUpperCase();
    if (err.status >= 500 || /UNEXPECTED|CONFIRMATION|SEND|SMTP|MAIL_SERVICE/.test(code)) {
      return AUTH_MESSAGES.resendUnavailable;
    }
    return `${AUTH_MESSAGES.resendErrorPrefix}${err.message}`;
  }
  return AUTH_MESSAGES.resendUnavailable;
}

export function requestPasswordReset(email: string) {
  return api<unknown>("/api/auth/request-password-reset", {
    method: "POST",
    body: { email, redirectTo: "/reset-password" },
  });
}

export function resetPassword(body: { newPassword: string; token: string }) {
  return api<unknown>("/api/auth/reset-password", { method: "POST", body });
}

export function verifyEmail(token: string) {
  return api<unknown>("/api/auth/verify-email", { query: { token } });
}

export function signOut() {
  return api<unknown>("/api/auth/sign-out", { method: "POST", body: {} });
}
