import type {
  ContractAnswer,
  ContractBody,
  ContractParams,
  ContractQuery,
  RouteContract,
} from "../../domain/shared/contracts/define";
import { contractUrl, type RouteRef } from "../../domain/shared/contracts/route-ref";
import { NETWORK_ERROR_MESSAGE } from "../../domain/shared/network-message";
import { ApiError, api, apiFetch, buildUrl, type RequestOptions, toApiError } from "./api";

type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call needs: the contract's params, query and body (each required exactly when the contract has it). */
export type CallInput<C extends RouteContract> = Field<"params", ContractParams<C>> &
  Field<"query", ContractQuery<C>> &
  Field<"body", ContractBody<C>> & { signal?: AbortSignal };

/**
 * The web's one way to call the API: by the route's contract (src/domain/<capability>/contract.ts), so the URL, the
 * method, the input and the answer's type are the server's own. Failures throw ApiError (lib/api.ts).
 * A `RouteRef` (domain/shared/contracts/route-ref.ts) serves where the chunk must stay free of the schemas.
 * This file imports no schema itself, so it costs nothing to the entries that use it.
 */
export function call<C extends RouteContract>(
  contract: C | RouteRef<C>,
  input: CallInput<C>,
): Promise<ContractAnswer<C>> {
  const { params, query, body, signal } = input as {
    params?: Record<string, string | number>;
    query?: RequestOptions["query"];
    body?: unknown;
    signal?: AbortSignal;
  };
  return api<ContractAnswer<C>>(contractUrl(contract.path, params), { method: contract.method, query, body, signal });
}

/** The URL of a contract's GET answer, for links and downloads the browser opens itself (a PDF, a file). */
export function contractHref<C extends RouteContract>(contract: C | RouteRef<C>, params: ContractParams<C>): string {
  return contractUrl(contract.path, params as Record<string, string | number> | undefined);
}

/**
 * A contract whose body is a file's raw bytes (no body schema: an image, a PDF), sent as they are with
 * the contract's path, method and query (a spreadsheet's options); the server reads the type from the
 * bytes. Failures throw ApiError.
 */
export async function sendBytes<C extends RouteContract>(
  contract: C | RouteRef<C>,
  file: Blob,
  query?: ContractQuery<C>,
): Promise<ContractAnswer<C>> {
  let res: Response;
  try {
    res = await fetch(buildUrl(contract.path, query as RequestOptions["query"]), {
      method: contract.method,
      credentials: "include",
      headers: { Accept: "application/json", "Content-Type": "application/octet-stream" },
      body: file,
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res.status, data);
  return data as ContractAnswer<C>;
}

/**
 * A contract that answers NDJSON as the server produces it (the assistant's streamed answers): each
 * line is handed to `onLine` as it arrives. A refusal before the stream (403, 429…) throws ApiError.
 */
export async function callStream<C extends RouteContract>(
  contract: C | RouteRef<C>,
  input: CallInput<C>,
  onLine: (line: unknown) => void,
): Promise<void> {
  const { params, body, signal } = input as {
    params?: Record<string, string | number>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const res = await apiFetch(
    contractUrl(contract.path, params),
    { method: contract.method, body, signal },
    "application/x-ndjson",
  );
  if (!res.ok || !res.body) throw toApiError(res.status, await res.json().catch(() => null));
  // A plain JSON answer (a request that became a job: 202) is one line.
  if (res.headers.get("content-type")?.includes("application/json")) return onLine(await res.json());
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read().catch(() => {
      throw new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
    });
    if (done) break;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) onLine(JSON.parse(line));
  }
}
