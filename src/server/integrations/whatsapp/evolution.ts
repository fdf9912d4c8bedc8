import { type OutboundResponse, outboundRequest } from "../../services/outbound-http";

/** Evolution API client (PROVIDERS.md): header `apikey`, routes `{api_url}/{controller}/{action}/{instance}`. */
export interface EvolutionConfig {
  apiUrl: string;
  apiKey: string;
  instanceName: string;
}

export class EvolutionError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The number is not on WhatsApp (no other body or channel can reach it). */
    readonly notOnWhatsapp = false,
  ) {
    super(message);
  }
}

export interface SentMessage {
  messageId: string | null;
  status: string | null;
  /** Which body the server accepted: v2 `{number,text}` or v1 `{number,textMessage:{text}}`. */
  bodyVersion: "v2" | "v1";
}

const base = (cfg: EvolutionConfig) => cfg.apiUrl.trim().replace(/\/+$/, "");
const route = (cfg: EvolutionConfig, path: string) => `${base(cfg)}/${path}/${encodeURIComponent(cfg.instanceName)}`;

/** The `response.message` of an Evolution error: string, list of strings, or [{exists:false,…}]. */
function errorDetail(res: OutboundResponse): { text: string; notOnWhatsapp: boolean } {
  const body = res.json as { error?: unknown; message?: unknown; response?: { message?: unknown } } | null;
  const raw = body?.response?.message ?? body?.message ?? body?.error;
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const notOnWhatsapp = list.some(
    (m) => typeof m === "object" && m !== null && (m as { exists?: unknown }).exists === false,
  );
  const text = list
    .map((m) => (typeof m === "string" ? m : JSON.stringify(m)))
    .join("; ")
    .slice(0, 300);
  return { text: text || res.statusText || "", notOnWhatsapp };
}

function toError(res: OutboundResponse, cfg: EvolutionConfig, number?: string): EvolutionError {
  const { text, notOnWhatsapp } = errorDetail(res);
  if (res.status === 401 || res.status === 403) {
    return new EvolutionError(
      res.status,
      `Chave da API recusada pelo Evolution API (${res.status}). Verifique a API key.`,
    );
  }
  if (res.status === 404) {
    return new EvolutionError(
      404,
      /instance/i.test(text) || !text
        ? `A instância "${cfg.instanceName}" não existe no servidor Evolution API.`
        : `Recurso não encontrado no Evolution API (404): ${text}`,
    );
  }
  if (res.status === 400 && notOnWhatsapp) {
    return new EvolutionError(
      400,
      `O número ${number ?? ""} não está registrado no WhatsApp.`.replace("  ", " "),
      true,
    );
  }
  if (res.status >= 500)
    return new EvolutionError(res.status, `O Evolution API respondeu com erro ${res.status}: ${text}`);
  return new EvolutionError(res.status, `O Evolution API recusou a mensagem (${res.status}): ${text}`);
}

/** v1 servers reject the v2 body with a schema error naming `textMessage`. */
const wantsV1Body = (res: OutboundResponse) => res.status === 400 && /textMessage/.test(errorDetail(res).text);

/** POST message/sendText/{instance}: v2 body first, falling back to the v1 body on older servers. */
export async function sendText(
  cfg: EvolutionConfig,
  number: string,
  text: string,
  opts: { timeoutMs?: number; blockPrivate?: boolean } = {},
): Promise<SentMessage> {
  const url = route(cfg, "message/sendText");
  const headers = { apikey: cfg.apiKey };
  let bodyVersion: SentMessage["bodyVersion"] = "v2";
  let res = await outboundRequest(url, {
    method: "POST",
    headers,
    body: { number, text },
    timeoutMs: opts.timeoutMs,
    blockPrivate: opts.blockPrivate,
  });
  if (wantsV1Body(res)) {
    bodyVersion = "v1";
    res = await outboundRequest(url, {
      method: "POST",
      headers,
      body: { number, textMessage: { text } },
      timeoutMs: opts.timeoutMs,
      blockPrivate: opts.blockPrivate,
    });
  }
  if (res.status < 200 || res.status >= 300) throw toError(res, cfg, number);
  const body = res.json as { key?: { id?: string }; status?: string } | null;
  return { messageId: body?.key?.id ?? null, status: body?.status ?? null, bodyVersion };
}

/** GET instance/connectionState/{instance}: "open" | "connecting" | "close" (only "open" is connected). */
export async function connectionState(
  cfg: EvolutionConfig,
  opts: { timeoutMs?: number; blockPrivate?: boolean } = {},
): Promise<string> {
  const res = await outboundRequest(route(cfg, "instance/connectionState"), {
    headers: { apikey: cfg.apiKey },
    timeoutMs: opts.timeoutMs,
    blockPrivate: opts.blockPrivate,
  });
  if (res.status < 200 || res.status >= 300) throw toError(res, cfg);
  const body = res.json as { instance?: { state?: string }; state?: string } | null;
  return body?.instance?.state ?? body?.state ?? "unknown";
}

export interface MediaDocument {
  /** Base64 of the file (no data: prefix) or a URL the server can fetch. */
  media: string;
  fileName: string;
  mimetype: string;
  caption: string;
}

/** v1 servers reject the v2 media body with a schema error naming `mediaMessage`. */
const wantsV1MediaBody = (res: OutboundResponse) => res.status === 400 && /mediaMessage/.test(errorDetail(res).text);

/** POST message/sendMedia/{instance} with a document (PDF): v2 body first, the v1 body on older servers. */
export async function sendDocumentMedia(
  cfg: EvolutionConfig,
  number: string,
  doc: MediaDocument,
  opts: { timeoutMs?: number; blockPrivate?: boolean } = {},
): Promise<SentMessage> {
  const url = route(cfg, "message/sendMedia");
  const headers = { apikey: cfg.apiKey };
  const media = { mediatype: "document", mimetype: doc.mimetype, fileName: doc.fileName, caption: doc.caption };
  let bodyVersion: SentMessage["bodyVersion"] = "v2";
  const request = (body: unknown) =>
    outboundRequest(url, { method: "POST", headers, body, timeoutMs: opts.timeoutMs, blockPrivate: opts.blockPrivate });
  let res = await request({ number, ...media, media: doc.media });
  if (wantsV1MediaBody(res)) {
    bodyVersion = "v1";
    res = await request({ number, mediaMessage: { ...media, media: doc.media } });
  }
  if (res.status < 200 || res.status >= 300) throw toError(res, cfg, number);
  const body = res.json as { key?: { id?: string }; status?: string } | null;
  return { messageId: body?.key?.id ?? null, status: body?.status ?? null, bodyVersion };
}
