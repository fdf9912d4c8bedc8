import type { ErrorCode } from "../../domain/shared/error-codes";
import type { ApiErrorBody } from "../../domain/shared/errors";
import { NETWORK_ERROR_MESSAGE } from "../../domain/shared/network-message";

/** An error answered by the API (our routes or Better Auth), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** A code of the union, or one the union does not hold: Better Auth's own, Fastify's FST_*, HTTP_ERROR. */
  readonly code: ErrorCode | (string & {});
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, code: string, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined | null>;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

/** Reads `{error:{code,message,details:{fieldErrors}}}` (ours) or `{code,message}` (Better Auth). */
export function toApiError(status: number, body: unknown): ApiError {
  const fallback = status >= 500 ? "Erro interno do servidor" : `Erro HTTP ${status}`;
  if (isRecord(body) && isRecord(body.error)) {
    const e = body.error as Partial<ApiErrorBody["error"]>;
    return new ApiError(status, String(e.code ?? "HTTP_ERROR"), String(e.message ?? fallback), {
      ...(e.details?.fieldErrors ?? {}),
    });
  }
  if (isRecord(body) && (typeof body.code === "string" || typeof body.message === "string")) {
    return new ApiError(status, String(body.code ?? "HTTP_ERROR"), String(body.message ?? fallback));
  }
  return new ApiError(status, "HTTP_ERROR", fallback);
}

export function buildUrl(path: string, query?: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** One request to our API with the session cookie and a JSON body; a network failure throws ApiError. */
export async function apiFetch(
  path: string,
  options: RequestOptions = {},
  accept = "application/json",
): Promise<Response> {
  const { method = options.body === undefined ? "GET" : "POST", body, signal, query } = options;
  try {
    return await fetch(buildUrl(path, query), {
      method,
      credentials: "include",
      headers: {
        Accept: accept,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
  }
}

/** Fetches JSON from our API with the session cookie; throws ApiError on any failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  const text = await res.text().catch(() => "");
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) throw toApiError(res.status, data);
  return data as T;
}

/**
 * What a form shows when a save fails: the server's own message for any 4xx answer (a plan limit, a
 * name taken, a field refused…), the screen's generic text for 5xx, network failures and the rest.
 */
export function clientErrorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : fallback;
}
