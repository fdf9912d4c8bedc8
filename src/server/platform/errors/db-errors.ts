import type { ErrorCode } from "../../../domain/shared/error-codes";
import { sqlState } from "../db/client";
import { AppError, fieldError } from "./app-error";

/**
 * The one mapping of a database failure (its SQLSTATE) to the Portuguese answer a client sees
 * (issue 8 §4). Each call site gives the codes and texts its spec gives; what it leaves out keeps a
 * sound default (the status is always the code's, from the ERRORS map):
 *
 * | SQLSTATE | meaning                        | answer (default code)                         |
 * |----------|--------------------------------|-----------------------------------------------|
 * | 23505    | unique violation               | `unique` (CONFLICT 409), else rethrown        |
 * | 23503    | foreign key: in use / missing  | `foreignKey` (IN_USE 409), else rethrown      |
 * | 23514    | check constraint               | `check` (VALIDATION_ERROR 400), also when not given |
 * | 22xxx    | data exception (bad value)     | `invalidData` (VALIDATION_ERROR 400), also when not given |
 * | other    | anything else                  | `fallback` (SAVE_FAILED 500), else rethrown   |
 *
 * An AppError thrown inside the work passes through untouched.
 */
export interface DbErrorAnswers {
  unique?: DbAnswer;
  foreignKey?: DbAnswer;
  check?: DbAnswer;
  invalidData?: DbAnswer;
  fallback?: DbAnswer;
}

/**
 * An answer: the error itself, a code and/or message (the class's default code, the code's default
 * message; optionally shown under `field`), or a function building the error (e.g. counting what
 * holds the row). Never a status: it is the code's (`status?: never` refuses one, which the AppError
 * member of the union would otherwise let through unnoticed).
 */
export type DbAnswer =
  | AppError
  | { code?: ErrorCode; message?: string; field?: string; status?: never }
  | (() => AppError | Promise<AppError>);

const DEFAULT_CODES = {
  unique: "CONFLICT",
  foreignKey: "IN_USE",
  check: "VALIDATION_ERROR",
  invalidData: "VALIDATION_ERROR",
  fallback: "SAVE_FAILED",
} as const satisfies Record<string, ErrorCode>;

type DbErrorClass = keyof typeof DEFAULT_CODES;

/** The class of a database failure, or null when `err` carries no SQLSTATE. */
export function dbErrorClass(err: unknown): DbErrorClass | null {
  const state = sqlState(err);
  if (!state) return null;
  if (state === "23505") return "unique";
  if (state === "23503") return "foreignKey";
  if (state === "23514") return "check";
  if (state.startsWith("22")) return "invalidData";
  return "fallback";
}

async function build(kind: DbErrorClass, answer: DbAnswer): Promise<AppError> {
  if (answer instanceof AppError) return answer;
  if (typeof answer === "function") return answer();
  const code = answer.code ?? DEFAULT_CODES[kind];
  return answer.field ? fieldError(code, answer.field, answer.message) : new AppError(code, answer.message);
}

/** Throws the answer `answers` gives for `err` (see the table above), or `err` itself. */
export async function throwDbError(err: unknown, answers: DbErrorAnswers = {}): Promise<never> {
  if (err instanceof AppError) throw err;
  const kind = dbErrorClass(err) ?? "fallback";
  const answer =
    answers[kind] ??
    (kind === "check" || kind === "invalidData" ? {} : undefined) ??
    (kind !== "fallback" ? answers.fallback : undefined);
  if (!answer) throw err;
  throw await build(answer === answers.fallback ? "fallback" : kind, answer);
}

/** Runs a database write, answering its failures with `answers` (see `throwDbError`). */
export async function withDbErrors<T>(work: () => Promise<T>, answers: DbErrorAnswers): Promise<T> {
  try {
    return await work();
  } catch (err) {
    return throwDbError(err, answers);
  }
}
