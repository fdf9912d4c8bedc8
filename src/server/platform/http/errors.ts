import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERRORS, type ErrorCode } from "../../../domain/shared/error-codes";
import { type ApiErrorBody, GENERIC_VALIDATION_ERROR } from "../../../domain/shared/errors";
import { AppError } from "../errors/app-error";

function body(code: string, message: string, fieldErrors?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fieldErrors ? { details: { fieldErrors } } : {}) } };
}

/** The one error body for a code of the union: the map's message unless a more precise one is given. */
export function errorBody(code: ErrorCode, message?: string, fieldErrors?: Record<string, string>): ApiErrorBody {
  return body(code, message ?? ERRORS[code].message, fieldErrors);
}

/** Answers `code` with the status the ERRORS map gives it (for hooks that reply instead of throwing). */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  fieldErrors?: Record<string, string>,
) {
  return reply.status(ERRORS[code].status).send(errorBody(code, message, fieldErrors));
}

/** Portuguese answers for failures Fastify itself detects before a route runs (bad URL, long ids…). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: "Endereço inválido.",
  FST_ERR_MAX_PARAM_LENGTH: "Identificador longo demais no endereço.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Tipo de conteúdo não suportado.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "O corpo da requisição JSON está vazio.",
  FST_ERR_CTP_INVALID_JSON_BODY: "O corpo da requisição não é um JSON válido.",
  FST_ERR_CTP_BODY_TOO_LARGE: "Conteúdo grande demais.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Tamanho do conteúdo inválido.",
  FST_ERR_ASYNC_CONSTRAINT: "Requisição inválida.",
};

/** The message a client sees for a 4xx Fastify raised itself: known codes by name, else the generic one. */
export function frameworkMessage(code: string | undefined): string {
  return (code && FRAMEWORK_MESSAGES[code]) || GENERIC_VALIDATION_ERROR;
}

/**
 * A 4xx Fastify raised itself (not an AppError): its own FST_* code and status pass through as they are
 * today, outside the ERRORS union, with a Portuguese message.
 */
function frameworkBody(err: FastifyError): ApiErrorBody {
  return body(err.code ?? "BAD_REQUEST", frameworkMessage(err.code));
}

/** Fastify's `frameworkErrors` option: router errors answer in the one error shape too. */
export function frameworkErrorHandler(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.code(status).send(frameworkBody(err));
}

/**
 * One error handler: an AppError with its code's status, Zod validation per field, 4xx from Fastify
 * with their own codes, 5xx never leaks internals.
 */
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
      return sendError(reply, "VALIDATION_ERROR", first, fieldErrors);
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return sendError(reply, "PAYLOAD_TOO_LARGE");
    if (status >= 400 && status < 500) return reply.status(status).send(frameworkBody(err));
    request.log.error({ err }, "unhandled error");
    return sendError(reply, "INTERNAL_ERROR");
  });
}
