import { describe, expect, it } from "vitest";
import { ApiError, clientErrorMessage, toApiError } from "./api";

/** Issue 13 §1: a 4xx message from the server always reaches the user; the rest gets the screen's text. */
describe("clientErrorMessage", () => {
  const fallback = "Erro ao salvar conta corporativa. Tente novamente.";

  it("shows the server's words for any 4xx answer (a plan limit, a name taken, a refused field)", () => {
    const limit = toApiError(409, {
      error: {
        code: "PLAN_LIMIT_REACHED",
        message: "Limite do plano atingido: o plano Básico permite no máximo 2 categoria(s).",
      },
    });
    expect(clientErrorMessage(limit, fallback)).toBe(
      "Limite do plano atingido: o plano Básico permite no máximo 2 categoria(s).",
    );
    expect(clientErrorMessage(new ApiError(400, "VALIDATION_ERROR", "E-mail inválido"), fallback)).toBe(
      "E-mail inválido",
    );
    expect(clientErrorMessage(new ApiError(404, "NOT_FOUND", "Plano não encontrado."), fallback)).toBe(
      "Plano não encontrado.",
    );
  });

  it("keeps the screen's text for 5xx, network failures and anything else", () => {
    expect(clientErrorMessage(new ApiError(500, "INTERNAL_ERROR", "Erro interno do servidor"), fallback)).toBe(
      fallback,
    );
    expect(clientErrorMessage(new ApiError(0, "NETWORK_ERROR", "Erro de conexão."), fallback)).toBe(fallback);
    expect(clientErrorMessage(new Error("boom"), fallback)).toBe(fallback);
  });
});
