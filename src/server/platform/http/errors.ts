import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ApiErrorBody, GENERIC_SERVER_ERROR, GENERIC_VALIDATION_ERROR } from "../../../domain/errors";
import { AppError } from "../errors/app-error";

export function errorBody(code: string, message: string, fieldErrors?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fieldErrors ? { details: { fieldErrors } } : {}) } };
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

/** Fastify's `frameworkErrors` option: router errors answer in the one error shape too. */
export function frameworkErrorHandler(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.code(status).send(errorBody(err.code ?? "BAD_REQUEST", frameworkMessage(err.code)));
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
      return reply.status(status).send(errorBody(err.code ?? "BAD_REQUEST", frameworkMessage(err.code)));
    }
    request.log.error({ err }, "unhandled error");
    return reply.status(500).send(errorBody("INTERNAL_ERROR", GENERIC_SERVER_ERROR));
  });
}
