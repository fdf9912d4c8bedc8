import { AUTH_ERROR_CODE_MESSAGES } from "../../../domain/auth/error-codes";
import { AUTH_MESSAGES } from "../../../domain/auth/messages";
import type { ErrorCode } from "../../../domain/shared/error-codes";
import { type ApiErrorBody, GENERIC_SERVER_ERROR, GENERIC_VALIDATION_ERROR } from "../../../domain/shared/errors";

/**
 * Portuguese text per HTTP status, for a Better Auth error that has no code. Better Auth chose the
 * status, so it is kept as is (not the ERRORS map's); the codes given are Better Auth's own vocabulary
 * (auth-error-codes.ts) and pass through, while these fallbacks name codes of the union.
 */
const STATUS_FALLBACK: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: "BAD_REQUEST", message: GENERIC_VALIDATION_ERROR },
  401: { code: "UNAUTHORIZED", message: "Usuário não autenticado" },
  403: { code: "FORBIDDEN", message: "Acesso negado." },
  404: { code: "NOT_FOUND", message: "Recurso não encontrado." },
  405: { code: "METHOD_NOT_ALLOWED", message: "Método não permitido." },
  413: { code: "PAYLOAD_TOO_LARGE", message: "Conteúdo grande demais." },
  429: { code: "TOO_MANY_REQUESTS", message: AUTH_MESSAGES.tooManyRequests },
};

/**
 * A Better Auth error answer (English `{ code?, message }`, or no body at all) → the platform's one
 * error shape with a Portuguese message: the code kept when Better Auth gives one (the web maps
 * codes), the spec's text for the codes the spec names, a Portuguese text per status otherwise.
 * English never reaches a client.
 */
export function portugueseAuthError(status: number, body: unknown): ApiErrorBody {
  const raw = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const givenCode = typeof raw.code === "string" && /^[A-Z0-9_]{1,80}$/.test(raw.code) ? raw.code : undefined;
  if (status >= 500) return { error: { code: "INTERNAL_ERROR", message: GENERIC_SERVER_ERROR } };
  const fallback = STATUS_FALLBACK[status] ?? { code: "BAD_REQUEST", message: GENERIC_VALIDATION_ERROR };
  const code = status === 429 ? "TOO_MANY_REQUESTS" : (givenCode ?? fallback.code);
  const message = (status === 429 ? undefined : AUTH_ERROR_CODE_MESSAGES[code]) ?? fallback.message;
  return { error: { code, message } };
}
