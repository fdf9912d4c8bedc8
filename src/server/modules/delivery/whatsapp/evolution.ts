import { type OutboundResponse, outboundRequest } from "../../../platform/outbound/outbound-http";

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

/**
 * What we read of an Evolution error (`response.message`: string, list of strings, or
 * [{exists:false,…}]) — only to choose OUR message. The target's text is never shown to the user:
 * a tenant could otherwise read any server's reply through the test button (issue 14).
 */
function errorDetail(res: OutboundResponse): { text: string; notOnWhatsapp: boolean } {
  const body = res.json as { error?: unknown; message?: unknown; response?: { message?: unknown } } | null;
  const raw = body?.response?.message ?? body?.message ?? body?.error;
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const notOnWhatsapp = list.some(
    (m) => typeof m === "object" && m !== null && (m as { exists?: unknown }).exists === false,
  );
  const text = list.map((m) => (typeof m === "string" ? m : JSON.stringify(m))).join("; ");
  return { text, notOnWhatsapp };
}

/** A short Portuguese reason per status; nothing of the reply's body or status text. */
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
        : "Endereço não encontrado no Evolution API (404). Verifique a URL da API.",
    );
  }
  if (res.status === 400 && notOnWhatsapp) {
    return new EvolutionError(
      400,
      `O número ${number ?? ""} não está registrado no WhatsApp.`.replace("  ", " "),
      true,
    );
  }
  if (res.status >= 500) return new EvolutionError(res.status, `O Evolution API respondeu com erro ${res.status}.`);
  return new EvolutionError(res.status, `O Evolution API recusou a mensagem (${res.status}).`);
}

type CallOptions = { timeoutMs?: number; allowPrivate?: boolean };

/**
 * POST message/<action>/{instance}: the v2 body first; a v1 server rejects it (400) with a schema error
 * naming its own wrapper field (`textMessage`, `mediaMessage`), and then gets the v1 body. A refusal throws.
 */
async function postMessage(
  cfg: EvolutionConfig,
  action: string,
  number: string,
  bodies: { v2: unknown; v1: unknown; v1Field: string },
  opts: CallOptions,
): Promise<{ res: OutboundResponse; bodyVersion: SentMessage["bodyVersion"] }> {
  const url = route(cfg, action);
  const request = (body: unknown) =>
    outboundRequest(url, {
      method: "POST",
      headers: { apikey: cfg.apiKey },
      body,
      timeoutMs: opts.timeoutMs,
      allowPrivate: opts.allowPrivate,
    });
  let bodyVersion: SentMessage["bodyVersion"] = "v2";
  let res = await request(bodies.v2);
  if (res.status === 400 && errorDetail(res).text.includes(bodies.v1Field)) {
    bodyVersion = "v1";
    res = await request(bodies.v1);
  }
  if (res.status < 200 || res.status >= 300) throw toError(res, cfg, number);
  return { res, bodyVersion };
}

/** POST message/sendText/{instance}: v2 body first, falling back to the v1 body on older servers. */
export async function sendText(
  cfg: EvolutionConfig,
  number: string,
  text: string,
  opts: CallOptions = {},
): Promise<SentMessage> {
  const { res, bodyVersion } = await postMessage(
    cfg,
    "message/sendText",
    number,
    { v2: { number, text }, v1: { number, textMessage: { text } }, v1Field: "textMessage" },
    opts,
  );
  const body = res.json as { key?: { id?: unknown }; status?: unknown } | null;
  // Shown on screen: kept only when it looks like a message id / status word, never arbitrary text.
  const id = typeof body?.key?.id === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(body.key.id) ? body.key.id : null;
  const status = typeof body?.status === "string" && /^[A-Za-z_]{1,32}$/.test(body.status) ? body.status : null;
  return { messageId: id, status, bodyVersion };
}

/** GET instance/connectionState/{instance}: "open" | "connecting" | "close" (only "open" is connected). */
export async function connectionState(cfg: EvolutionConfig, opts: CallOptions = {}): Promise<string> {
  const res = await outboundRequest(route(cfg, "instance/connectionState"), {
    headers: { apikey: cfg.apiKey },
    timeoutMs: opts.timeoutMs,
    allowPrivate: opts.allowPrivate,
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

/** POST message/sendMedia/{instance} with a document (PDF): v2 body first, the v1 body on older servers. */
export async function sendDocumentMedia(
  cfg: EvolutionConfig,
  number: string,
  doc: MediaDocument,
  opts: CallOptions = {},
): Promise<SentMessage> {
  const media = { mediatype: "document", mimetype: doc.mimetype, fileName: doc.fileName, caption: doc.caption };
  const { res, bodyVersion } = await postMessage(
    cfg,
    "message/sendMedia",
    number,
    {
      v2: { number, ...media, media: doc.media },
      v1: { number, mediaMessage: { ...media, media: doc.media } },
      v1Field: "mediaMessage",
    },
    opts,
  );
  const body = res.json as { key?: { id?: string }; status?: string } | null;
  return { messageId: body?.key?.id ?? null, status: body?.status ?? null, bodyVersion };
}
