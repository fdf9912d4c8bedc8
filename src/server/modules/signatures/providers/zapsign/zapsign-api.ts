import { OutboundError, outboundRequest } from "../../../../platform/outbound/outbound-http";
import { resolveAllowedHost } from "../../../../platform/outbound/outbound-policy";

/** ZapSign base URLs (PROVIDERS.md); ZAPSIGN_API_URL overrides both (tests, proxies). */
export const ZAPSIGN_PRODUCTION_URL = "https://api.zapsign.com.br/api/v1/";
export const ZAPSIGN_SANDBOX_URL = "https://sandbox.api.zapsign.com.br/api/v1/";

export function zapsignBaseUrl(sandbox: boolean, override?: string): string {
  const base = override || (sandbox ? ZAPSIGN_SANDBOX_URL : ZAPSIGN_PRODUCTION_URL);
  return base.endsWith("/") ? base : `${base}/`;
}

export class ZapsignError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const envName = (sandbox: boolean) => (sandbox ? "sandbox" : "produção");

/** Portuguese text of a ZapSign HTTP error (401 bad token, 402 no API plan, 403 other environment, 429). */
export function zapsignStatusMessage(status: number, sandbox: boolean): string {
  switch (status) {
    case 401:
      return "Falha na conexão. Verifique se a chave de API está correta. (ZapSign respondeu 401: token inválido)";
    case 402:
      return "A conta ZapSign não possui um plano de API ativo (402). Contrate o plano de API ou use o sandbox.";
    case 403:
      return `A chave de API não pertence ao ambiente ${envName(sandbox)} (403). Verifique a opção Sandbox.`;
    case 404:
      return "Endereço da API ZapSign não encontrado (404). Verifique a URL configurada.";
    case 429:
      return "Limite de requisições do ZapSign excedido (429). Tente novamente em instantes.";
    default:
      return status >= 500
        ? `O ZapSign está indisponível no momento (erro ${status}). Tente novamente mais tarde.`
        : `O ZapSign recusou a requisição (erro ${status}).`;
  }
}

/** Where and how to reach ZapSign: the key, the environment, an optional base URL, the outbound options. */
export interface ZapsignAccess {
  apiKey: string;
  sandbox: boolean;
  baseUrlOverride?: string;
  timeoutMs?: number;
  allowPrivate?: boolean;
}

/**
 * One authenticated call to the ZapSign API (Bearer token): a network failure is a ZapsignError with
 * status 0, a non-2xx answer one with its status and the Portuguese text; answers the parsed JSON.
 */
async function zapsignCall(
  opts: ZapsignAccess,
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown } = {},
): Promise<unknown> {
  let res: Awaited<ReturnType<typeof outboundRequest>>;
  try {
    res = await outboundRequest(`${zapsignBaseUrl(opts.sandbox, opts.baseUrlOverride)}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${opts.apiKey}` },
      timeoutMs: opts.timeoutMs,
      allowPrivate: opts.allowPrivate,
    });
  } catch (err) {
    if (err instanceof OutboundError) throw new ZapsignError(0, `Falha na conexão com o ZapSign: ${err.message}`);
    throw err;
  }
  if (res.status < 200 || res.status >= 300) {
    throw new ZapsignError(res.status, zapsignStatusMessage(res.status, opts.sandbox));
  }
  return res.json;
}

/**
 * Whether trying again later can help (issue 11: "429/5xx retried with backoff through jobs"): no
 * answer (status 0: connection, time-out), 408, 429 and 5xx. 401/402/403 and other 4xx are final.
 */
export const zapsignTransient = (err: ZapsignError) =>
  err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500;

/** Proves a key with a cheap authenticated call: GET docs/?page=1 with the Bearer token. */
export async function testZapsignConnection(opts: ZapsignAccess): Promise<string> {
  await zapsignCall(opts, "docs/?page=1");
  return `Conexão com o ZapSign estabelecida com sucesso (ambiente ${envName(opts.sandbox)}).`;
}

/** A sample webhook event: the document object plus event_type, as ZapSign posts it. */
export function sampleWebhookEvent(now = new Date()) {
  return {
    event_type: "doc_signed",
    test: true,
    open_id: 0,
    token: "00000000-0000-0000-0000-000000000000",
    status: "signed",
    name: "Documento de teste do Minuta",
    external_id: "minuta-webhook-test",
    original_file: null,
    signed_file: null,
    created_at: now.toISOString(),
    signers: [
      {
        token: "00000000-0000-0000-0000-000000000001",
        status: "signed",
        name: "Signatário de Teste",
        email: "teste@example.com",
        signed_at: now.toISOString(),
      },
    ],
  };
}

/** POSTs the sample event with the token header to a webhook URL and reports the answer. */
export async function sendTestWebhook(opts: {
  url: string;
  token: string;
  tokenHeader: string;
  timeoutMs?: number;
  allowPrivate?: boolean;
}): Promise<{ status: number; statusText: string }> {
  const res = await outboundRequest(opts.url, {
    method: "POST",
    headers: { [opts.tokenHeader]: opts.token, "User-Agent": "Minuta-Webhook-Test/1.0" },
    body: sampleWebhookEvent(),
    timeoutMs: opts.timeoutMs,
    allowPrivate: opts.allowPrivate,
  });
  return { status: res.status, statusText: res.statusText };
}

/** One signer of a ZapSign document (PROVIDERS.md), from Minuta's method. */
export interface ZapsignSignerInput {
  name: string;
  email: string;
  phone: string | null;
  method: "email" | "sms" | "id_verification";
  order: number;
  externalId: string;
}

export function zapsignSigner(s: ZapsignSignerInput): Record<string, unknown> {
  const digits = s.phone?.replace(/\D/g, "") ?? "";
  const phone = digits.startsWith("55") ? digits.slice(2) : digits;
  return {
    name: s.name,
    email: s.email,
    ...(phone ? { phone_country: "55", phone_number: phone } : {}),
    auth_mode: s.method === "sms" ? "tokenSms" : s.method === "email" ? "tokenEmail" : "assinaturaTela",
    ...(s.method === "id_verification" ? { require_document_photo: true, require_selfie_photo: true } : {}),
    send_automatic_email: true,
    order_group: s.order,
    external_id: s.externalId,
  };
}

export interface ZapsignCreated {
  token: string;
  signers: Array<{ token: string; sign_url: string; external_id?: string | null; email?: string }>;
}

/** POST docs/ from the PDF (base64_pdf), pt-br, ordered signers; answers the doc token and the signers' tokens and URLs. */
export async function createZapsignDocument(
  opts: ZapsignAccess & {
    name: string;
    pdf: Buffer;
    externalId: string;
    expiresAt: Date | null;
    signers: ZapsignSignerInput[];
  },
): Promise<ZapsignCreated> {
  const body = (await zapsignCall(opts, "docs/", {
    method: "POST",
    body: {
      name: opts.name,
      base64_pdf: opts.pdf.toString("base64"),
      lang: "pt-br",
      external_id: opts.externalId,
      signature_order_active: true,
      ...(opts.expiresAt ? { date_limit_to_sign: opts.expiresAt.toISOString() } : {}),
      signers: opts.signers.map(zapsignSigner),
    },
  })) as ZapsignCreated | null;
  if (!body?.token || !Array.isArray(body.signers)) throw new ZapsignError(502, "Resposta inválida do ZapSign.");
  return body;
}

export const MAX_SIGNED_FILE_BYTES = 30 * 1024 * 1024;

/** Whether `host` is one of `allowed` or a subdomain of one ("zapsign.com.br" allows "app.zapsign.com.br"). */
export const isAllowedFileHost = (host: string, allowed: readonly string[]) =>
  allowed.some((a) => host === a || host.endsWith(`.${a}`));

/** A refusal that retrying cannot fix (another host, not a PDF, too large): the copy job gives up at once. */
export class SignedFileRefused extends ZapsignError {}

/**
 * Downloads a file URL ZapSign gave (the signed PDF; it expires after 60 minutes): only from
 * ZapSign's hosts (ZAPSIGN_FILE_HOSTS), then the address policy, timeout, no redirects; the body is
 * streamed and cut off at `maxBytes`, and must be a PDF.
 */
export async function downloadZapsignFile(
  url: string,
  opts: { timeoutMs?: number; allowPrivate?: boolean; allowedHosts: readonly string[]; maxBytes?: number },
): Promise<Buffer> {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();
  if (!["https:", "http:"].includes(parsed.protocol) || !isAllowedFileHost(host, opts.allowedHosts)) {
    throw new SignedFileRefused(400, `Arquivo assinado recusado: ${host} não é um endereço do ZapSign.`);
  }
  await resolveAllowedHost(parsed.hostname, { allowPrivate: opts.allowPrivate ?? false });
  const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000) });
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new ZapsignError(res.status, `Não foi possível baixar o arquivo assinado do ZapSign (${res.status}).`);
  }
  const max = opts.maxBytes ?? MAX_SIGNED_FILE_BYTES;
  const tooLarge = () => new SignedFileRefused(413, "Arquivo assinado grande demais.");
  if (Number(res.headers.get("content-length") ?? 0) > max) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    size += next.value.length;
    if (size > max) {
      await reader?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") {
    throw new SignedFileRefused(415, "O arquivo assinado recebido do ZapSign não é um PDF.");
  }
  return bytes;
}

/** POST refuse/ {doc_token, rejected_reason}: the document stops accepting signatures at ZapSign. */
export async function cancelZapsignDocument(opts: ZapsignAccess & { docToken: string; reason: string }): Promise<void> {
  await zapsignCall(opts, "refuse/", {
    method: "POST",
    body: { doc_token: opts.docToken, rejected_reason: opts.reason },
  });
}

/** GET docs/{token}/: the document object (status, signers, signed_file), as a webhook would carry it. */
export async function getZapsignDocument(opts: ZapsignAccess & { docToken: string }): Promise<Record<string, unknown>> {
  return ((await zapsignCall(opts, `docs/${encodeURIComponent(opts.docToken)}/`)) ?? {}) as Record<string, unknown>;
}
