import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { showServerFieldErrors } from "./form-errors";

type Form = { name: string; email: string };

function recorder() {
  const calls: Array<[string, string | undefined]> = [];
  const setError = (path: string, error: { message?: string }) => calls.push([path, error.message]);
  return { calls, setError: setError as Parameters<typeof showServerFieldErrors<Form>>[1] };
}

describe("showServerFieldErrors", () => {
  const refused = new ApiError(400, "VALIDATION_ERROR", "Dados inválidos fornecidos", {
    name: "Nome é obrigatório",
    "config.host": "Host inválido",
  });

  it("puts every server field error under its field and counts them", () => {
    const { calls, setError } = recorder();
    expect(showServerFieldErrors<Form>(refused, setError)).toBe(2);
    expect(calls).toEqual([
      ["name", "Nome é obrigatório"],
      ["config.host", "Host inválido"],
    ]);
  });

  it("keeps only the form's own fields when told which they are", () => {
    const { calls, setError } = recorder();
    expect(showServerFieldErrors<Form>(refused, setError, ["email", "name"])).toBe(1);
    expect(calls).toEqual([["name", "Nome é obrigatório"]]);
  });

  it("places nothing for a network failure or an error without field errors", () => {
    const { calls, setError } = recorder();
    expect(showServerFieldErrors<Form>(new Error("offline"), setError)).toBe(0);
    expect(showServerFieldErrors<Form>(new ApiError(500, "INTERNAL_ERROR", "Erro interno do servidor"), setError)).toBe(
      0,
    );
    expect(calls).toEqual([]);
  });
});
