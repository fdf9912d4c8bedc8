import { ERRORS, type ErrorCode } from "../../../domain/shared/error-codes";

/**
 * An expected failure (ARCHITECTURE §4): a code of the closed union, whose HTTP status always comes
 * from the ERRORS map (never from the throw site), and a Portuguese message, the map's default unless
 * the throw site gives the spec's more precise text. It lives outside the HTTP layer so services and
 * jobs can throw it; platform/http/errors.ts turns it into the one error body.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }
}

/** The error shown under one form field (`field` is its path, e.g. `recipients.0.email`). */
export const fieldError = (code: ErrorCode, field: string, message: string = ERRORS[code].message) =>
  new AppError(code, message, { [field]: message });

export const unauthorized = () => new AppError("UNAUTHORIZED");
export const forbidden = (message?: string) => new AppError("FORBIDDEN", message);
export const notFound = (message?: string) => new AppError("NOT_FOUND", message);
