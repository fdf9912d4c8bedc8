import { GENERIC_VALIDATION_ERROR } from "../../../domain/errors";
import { sqlState } from "../db/client";
import { AppError } from "./app-error";

/**
 * The one mapping of a database failure (its SQLSTATE) to the Portuguese answer a client sees
 * (issue 8 §4). Each call site gives the texts its spec gives; what it leaves out keeps a sound default:
 *
 * | SQLSTATE | meaning                        | answer                                   |
 * |----------|--------------------------------|------------------------------------------|
 * | 23505    | unique violation               | `unique` (409), else rethrown            |
 * | 23503    | foreign key: in use / missing  | `foreignKey` (409), else rethrown        |
 * | 23514    | check constraint               | `check` (400), else 400 "Dados inválidos…"|
 * | 22xxx    | data exception (bad value)     | `invalidData` (400), else 400 "Dados inválidos…" |
 * | other    | anything else                  | `fallback` (500), else rethrown          |
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
 * An answer: the error itself, a message (with the default code and status of its class, optionally
 * shown under `field`), or a function building the error (e.g. counting what holds the row).
 */
export type DbAnswer =
  | AppError
  | { message: string; code?: string; status?: number; field?: string }
  | (() => AppError | Promise<AppError>);

const DEFAULTS = {
  unique: { code: "CONFLICT", status: 409 },
  foreignKey: { code: "IN_USE", status: 409 },
  check: { code: "VALIDATION_ERROR", status: 400 },
  invalidData: { code: "VALIDATION_ERROR", status: 400 },
  fallback: { code: "SAVE_FAILED", status: 500 },
} as const;

type DbErrorClass = keyof typeof DEFAULTS;

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
  const code = answer.code ?? DEFAULTS[kind].code;
  const status = answer.status ?? DEFAULTS[kind].status;
  return new AppError(code, status, answer.message, answer.field ? { [answer.field]: answer.message } : undefined);
}

/** Throws the answer `answers` gives for `err` (see the table above), or `err` itself. */
export async function throwDbError(err: unknown, answers: DbErrorAnswers = {}): Promise<never> {
  if (err instanceof AppError) throw err;
  const kind = dbErrorClass(err) ?? "fallback";
  const answer =
    answers[kind] ??
    (kind === "check" || kind === "invalidData" ? { message: GENERIC_VALIDATION_ERROR } : undefined) ??
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
