import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ApiErrorBody, GENERIC_SERVER_ERROR, GENERIC_VALIDATION_ERROR } from "../../domain/errors";

/** An expected failure with the spec's Portuguese message (ARCHITECTURE §4). */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new AppError("UNAUTHORIZED", 401, "Usuário não autenticado");
export const forbidden = (message = "Você não tem permissão para esta ação.") =>
  new AppError("FORBIDDEN", 403, message);
export const notFound = (message = "Registro não encontrado.") => new AppError("NOT_FOUND", 404, message);

export function errorBody(code: string, message: string, fieldErrors?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fieldErrors ? { details: { fieldErrors } } : {}) } };
}

/** One error handler: AppError as is, Zod validation per field, 4xx from Fastify, 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(errorBody(err.code, err.message, err.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fieldErrors[path] ??= issue.message ?? GENERIC_VALIDATION_ERROR;
      }
      const first = Object.values(fieldErrors)[0] ?? GENERIC_VALIDATION_ERROR;
      return reply.status(400).send(errorBody("VALIDATION_ERROR", first, fieldErrors));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody("PAYLOAD_TOO_LARGE", "Conteúdo grande demais."));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(err.code ?? "BAD_REQUEST", GENERIC_VALIDATION_ERROR));
    }
    request.log.error({ err }, "unhandled error");
    return reply.status(500).send(errorBody("INTERNAL_ERROR", GENERIC_SERVER_ERROR));
  });
}
