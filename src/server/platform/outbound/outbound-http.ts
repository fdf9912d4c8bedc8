import { AppError } from "../errors/app-error";
import { resolveAllowedHost } from "./outbound-policy";

/**
 * Outbound HTTP to third parties (Evolution API, ZapSign, webhooks): always with a timeout, the host
 * checked against the address policy right before the request (outbound-policy.ts), no redirects
 * followed, and network failures turned into Portuguese messages. URLs typed by users are checked by
 * the caller (`isHttpUrl`) before any request.
 */
export const DEFAULT_OUTBOUND_TIMEOUT_MS = 10_000;

export class OutboundError extends Error {
  constructor(
    readonly kind: "timeout" | "network",
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundResponse {
  status: number;
  statusText: string;
  /** Parsed JSON, or null when the body is not JSON. */
  json: unknown;
  text: string;
}

const TLS_CODES = /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY|EPROTO/i;

/**
 * Portuguese text for a failed connection to `url` (fetch's `cause.code`). Short and fixed: refused,
 * timed out and reset connections get ONE message, so the answer does not tell an open port from a
 * closed or filtered one (decision 0019), and nothing the other side said is repeated.
 */
export function networkErrorMessage(err: unknown, url: string, _timeoutMs: number): OutboundError {
  const host = safeHost(url);
  const name = (err as { name?: string })?.name;
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  const code = cause?.code ?? (err as { code?: string })?.code ?? "";
  const timedOut =
    name === "TimeoutError" || name === "AbortError" || code === "UND_ERR_CONNECT_TIMEOUT" || code === "ETIMEDOUT";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
    return new OutboundError("network", `Endereço não encontrado: ${host}. Verifique a URL.`);
  }
  if (!timedOut && (TLS_CODES.test(code) || TLS_CODES.test(cause?.message ?? ""))) {
    return new OutboundError("network", `Erro de certificado/TLS ao conectar a ${host}.`);
  }
  return new OutboundError(timedOut ? "timeout" : "network", unreachableMessage(host));
}

/** The one answer for "could not talk to that server", whatever the reason. */
export const unreachableMessage = (host: string) =>
  `Não foi possível conectar a ${host}: o servidor não respondeu ou recusou a conexão. Verifique o endereço e a porta.`;

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

interface OutboundOptions {
  timeoutMs?: number;
  /** OUTBOUND_ALLOW_PRIVATE: loopback and private addresses may be called (refused by default; link-local/metadata always). */
  allowPrivate?: boolean;
}

/** The address policy, then fetch without redirects; network failures become OutboundError. */
async function send(url: string, init: RequestInit, opts: OutboundOptions): Promise<Response> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_OUTBOUND_TIMEOUT_MS;
  try {
    await resolveAllowedHost(new URL(url).hostname, { allowPrivate: opts.allowPrivate ?? false });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw networkErrorMessage(err, url, timeoutMs);
  }
  try {
    return await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw networkErrorMessage(err, url, timeoutMs);
  }
}

/** One HTTP request with a timeout; answers any HTTP status, throws OutboundError on network failure. */
export async function outboundRequest(
  url: string,
  opts: OutboundOptions & { method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<OutboundResponse> {
  const res = await send(
    url,
    {
      method: opts.method ?? "GET",
      headers: {
        Accept: "application/json",
        ...(opts.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    },
    opts,
  );
  let text = "";
  try {
    text = await res.text();
  } catch (err) {
    throw networkErrorMessage(err, url, opts.timeoutMs ?? DEFAULT_OUTBOUND_TIMEOUT_MS);
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, statusText: res.statusText, json, text: text.slice(0, 2000) };
}

/**
 * One binary POST (e.g. an RFC 3161 time-stamp query) under the same policy; the answer's body is read
 * up to `maxBytes` (a longer one is a network error: nothing this small protocol expects).
 */
export async function outboundBinaryPost(
  url: string,
  body: Uint8Array,
  opts: OutboundOptions & { contentType: string; accept: string; maxBytes: number },
): Promise<{ status: number; contentType: string; body: Buffer }> {
  const res = await send(
    url,
    { method: "POST", headers: { "Content-Type": opts.contentType, Accept: opts.accept }, body: new Uint8Array(body) },
    opts,
  );
  const tooLarge = () => new OutboundError("network", `Resposta grande demais de ${safeHost(url)}.`);
  if (Number(res.headers.get("content-length") ?? 0) > opts.maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    throw networkErrorMessage(err, url, opts.timeoutMs ?? DEFAULT_OUTBOUND_TIMEOUT_MS);
  }
  if (bytes.length > opts.maxBytes) throw tooLarge();
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", body: bytes };
}

/**
 * A JSON POST whose answer is read as it arrives (a model's streamed answer): the same policy and
 * timeout (covering the whole body), the caller reads `body` and must consume or cancel it.
 */
export async function outboundStreamPost(
  url: string,
  body: unknown,
  opts: OutboundOptions & { headers?: Record<string, string> },
): Promise<Response> {
  return send(
    url,
    {
      method: "POST",
      headers: { Accept: "text/event-stream, application/json", "Content-Type": "application/json", ...opts.headers },
      body: JSON.stringify(body),
    },
    opts,
  );
}
