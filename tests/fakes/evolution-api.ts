import { type FakeServer, sendJson, startFakeServer } from "./http";

/**
 * A fake Evolution API (PROVIDERS.md): `apikey` header; v2 `POST /message/sendText/{instance}` with
 * `{number, text}` → 201; a v1 server wants `{number, textMessage:{text}}` and rejects the v2 body with a
 * schema error; errors `{status, error, response:{message}}`; `GET /instance/connectionState/{instance}`.
 */
export interface FakeEvolutionOptions {
  apiKey: string;
  instances: string[];
  version?: "v2" | "v1";
  /** Numbers that are not on WhatsApp (400 with [{exists:false}]). */
  notOnWhatsapp?: string[];
}

export interface FakeEvolution extends FakeServer {
  /** Messages accepted, as {instance, number, text}. */
  sent: Array<{ instance: string; number: string; text: string }>;
  /** Media messages accepted (sendMedia), with the decoded file. */
  media: Array<{ instance: string; number: string; fileName: string; mimetype: string; caption: string; data: Buffer }>;
  /**
   * Answers to give to the next message requests instead of accepting them, in order: an HTTP status
   * (500, 429, 400 "media refused") or "hang" (never answer: the client times out).
   */
  script: Array<number | "hang">;
}

export async function startFakeEvolution(opts: FakeEvolutionOptions): Promise<FakeEvolution> {
  const sent: FakeEvolution["sent"] = [];
  const media: FakeEvolution["media"] = [];
  const script: FakeEvolution["script"] = [];
  let seq = 0;
  const server = await startFakeServer((req, res) => {
    const [, controller, action, rawInstance] = req.path.split("?")[0]!.split("/");
    const instance = decodeURIComponent(rawInstance ?? "");
    if (req.headers.apikey !== opts.apiKey) {
      return sendJson(res, 401, { status: 401, error: "Unauthorized", response: { message: "Unauthorized" } });
    }
    if (!opts.instances.includes(instance)) {
      return sendJson(res, 404, {
        status: 404,
        error: "Not Found",
        response: { message: [`The "${instance}" instance does not exist`] },
      });
    }
    if (req.method === "GET" && controller === "instance" && action === "connectionState") {
      return sendJson(res, 200, { instance: { instanceName: instance, state: "open" } });
    }
    if (req.method === "POST" && controller === "message" && script.length > 0) {
      const next = script.shift();
      if (next === "hang") return; // no answer: the caller's time-out fires
      return sendJson(res, next ?? 500, {
        status: next,
        error: next === 400 ? "Bad Request" : "Internal Server Error",
        response: { message: [next === 400 ? "media not supported" : "scripted failure"] },
      });
    }
    if (req.method === "POST" && controller === "message" && action === "sendMedia") {
      const body = (req.body ?? {}) as {
        number?: string;
        mediatype?: string;
        mimetype?: string;
        fileName?: string;
        caption?: string;
        media?: string;
      };
      if (!body.number || body.mediatype !== "document" || typeof body.media !== "string" || !body.fileName) {
        return sendJson(res, 400, {
          status: 400,
          error: "Bad Request",
          response: { message: ['instance requires property "media"'] },
        });
      }
      if (opts.notOnWhatsapp?.includes(body.number)) {
        return sendJson(res, 400, {
          status: 400,
          error: "Bad Request",
          response: { message: [{ exists: false, jid: `${body.number}@s.whatsapp.net`, number: body.number }] },
        });
      }
      media.push({
        instance,
        number: body.number,
        fileName: body.fileName,
        mimetype: body.mimetype ?? "",
        caption: body.caption ?? "",
        data: Buffer.from(body.media, "base64"),
      });
      seq += 1;
      return sendJson(res, 201, {
        key: {
          remoteJid: `${body.number}@s.whatsapp.net`,
          fromMe: true,
          id: `BAE5${seq.toString().padStart(12, "0")}`,
        },
        status: "PENDING",
        messageTimestamp: Math.floor(Date.now() / 1000),
      });
    }
    if (req.method === "POST" && controller === "message" && action === "sendText") {
      const body = (req.body ?? {}) as { number?: string; text?: string; textMessage?: { text?: string } };
      const text = opts.version === "v1" ? body.textMessage?.text : body.text;
      if (!body.number || typeof text !== "string") {
        const missing = opts.version === "v1" ? "textMessage" : "text";
        return sendJson(res, 400, {
          status: 400,
          error: "Bad Request",
          response: { message: [`instance requires property "${missing}"`] },
        });
      }
      if (opts.notOnWhatsapp?.includes(body.number)) {
        return sendJson(res, 400, {
          status: 400,
          error: "Bad Request",
          response: { message: [{ exists: false, jid: `${body.number}@s.whatsapp.net`, number: body.number }] },
        });
      }
      sent.push({ instance, number: body.number, text });
      seq += 1;
      return sendJson(res, 201, {
        key: {
          remoteJid: `${body.number}@s.whatsapp.net`,
          fromMe: true,
          id: `BAE5${seq.toString().padStart(12, "0")}`,
        },
        status: "PENDING",
        message: { conversation: text },
        messageTimestamp: Math.floor(Date.now() / 1000),
      });
    }
    return sendJson(res, 404, {
      status: 404,
      error: "Not Found",
      response: { message: [`Cannot ${req.method} ${req.path}`] },
    });
  });
  return { ...server, sent, media, script };
}
