/**
 * An expected failure with the spec's Portuguese message (ARCHITECTURE §4). It lives outside the
 * HTTP layer so services and jobs can throw it; http/errors.ts turns it into the one error body.
 */
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
