import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "../../domain/auth/messages";
import { ApiError, api, toApiError } from "./api";

describe("toApiError", () => {
  it("reads our error body with field errors", () => {
    const e = toApiError(400, {
      error: {
        code: "VALIDATION",
        message: "Dados inválidos fornecidos",
        details: { fieldErrors: { email: "E-mail inválido" } },
      },
    });
    expect([e.status, e.code, e.message, e.fieldErrors]).toEqual([
      400,
      "VALIDATION",
      "Dados inválidos fornecidos",
      { email: "E-mail inválido" },
    ]);
  });

  it("reads Better Auth's {code, message}", () => {
    const e = toApiError(403, { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" });
    expect([e.code, e.message]).toEqual(["EMAIL_NOT_VERIFIED", "Email not verified"]);
  });

  it("falls back on the HTTP status", () => {
    expect(toApiError(500, null).message).toBe("Erro interno do servidor");
    expect(toApiError(418, "x").message).toBe("Erro HTTP 418");
  });
});

describe("api", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("maps a network failure to the connection message", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const err = await api("/api/me").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(AUTH_MESSAGES.network);
    expect((err as ApiError).isNetwork).toBe(true);
  });

  it("sends JSON with credentials and returns the parsed body", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(api("/api/signup", { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/signup");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"a":1}');
  });
});
