import type { FastifyInstance, FastifyRequest } from "fastify";
import { findUnsafeText, INVALID_UTF8_MESSAGE } from "../../../domain/shared/safe-text";
import { AppError } from "../errors/app-error";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Decodes request bytes as UTF-8, refusing invalid sequences (they would be stored as U+FFFD). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new AppError("INVALID_ENCODING", INVALID_UTF8_MESSAGE);
  }
}

/** For raw bodies handed on unparsed (Better Auth): the same two rules, on the bytes and on their JSON. */
export function assertCleanRawBody(bytes: Uint8Array): void {
  const text = decodeUtf8(bytes);
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a form post): the text itself is checked
  }
  const unsafe = findUnsafeText(parsed);
  if (unsafe !== null) throw new AppError("VALIDATION_ERROR", unsafe.message);
}

function refuseUnsafeText(request: FastifyRequest): void {
  for (const [where, value] of [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ] as const) {
    const unsafe = findUnsafeText(value);
    if (unsafe !== null) {
      const field = unsafe.path || where;
      throw new AppError("VALIDATION_ERROR", unsafe.message, { [field]: unsafe.message });
    }
  }
}

/**
 * Hostile input stops at the door, for every route present and future: JSON bodies must be valid
 * UTF-8, and no text anywhere in params, query or body may carry control characters (PostgreSQL
 * refuses NUL in text, and nothing a user types needs the others) or a lone UTF-16 surrogate (it would
 * be stored as U+FFFD, or break the database's encoding). Tab, line feed and carriage return stay
 * allowed for multi-line fields. The same rule is the `safeText` refinement of the domain schemas.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8(body as Buffer);
    } catch (err) {
      return done(err as Error, undefined);
    }
    void parseJson(request, text, done);
  });
  app.addHook("preValidation", async (request) => refuseUnsafeText(request));
}
