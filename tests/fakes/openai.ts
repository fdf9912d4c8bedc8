import type { ServerResponse } from "node:http";
import { type FakeServer, type Recorded, sendJson, startFakeServer } from "./http";

/**
 * A fake OpenAI-compatible chat-completions server (issue 29) that replays recorded answers, one per
 * request, in order: streamed as OpenAI streams them (SSE chunks, then usage, then [DONE]), or a
 * failure as providers send it. Used by the integration tests and the e2e (its own process).
 */
export type Replay =
  /** A streamed answer: `content` cut into small chunks, with usage at the end (unless `noUsage`). */
  | {
      kind: "answer";
      content: string;
      usage?: { prompt: number; completion: number };
      noUsage?: boolean;
      /** Waits this long before answering (a slow model: the e2e sees a job in the background). */
      delayMs?: number;
    }
  /** The same as one JSON body (a server that ignores `stream`). */
  | { kind: "whole"; content: string }
  /** An HTTP error: 429 with OpenAI's body, 500… */
  | { kind: "status"; status: number }
  /** The model refuses (OpenAI's `refusal` field). */
  | { kind: "refusal"; text: string }
  /** Never answers (a timeout on our side). */
  | { kind: "hang" };

export interface FakeModel extends FakeServer {
  /** The answers still to replay; when empty, every request gets `fallback`. */
  queue: Replay[];
  fallback: Replay;
  /** The base URL to configure (…/v1). */
  baseUrl: string;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", model: "fake", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function replay(r: Replay, req: Recorded, res: ServerResponse): void {
  if (r.kind === "hang") return; // the connection stays open until the client gives up
  if (r.kind === "status") {
    const message = r.status === 429 ? "Rate limit reached for requests" : "The server had an error";
    sendJson(res, r.status, { error: { message, type: r.status === 429 ? "requests" : "server_error" } });
    return;
  }
  if (r.kind === "whole") {
    sendJson(res, 200, {
      id: "chatcmpl-fake",
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content: r.content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 50, completion_tokens: 20, total_tokens: 70 },
    });
    return;
  }
  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
  res.write(chunk({ role: "assistant", content: "" }));
  if (r.kind === "refusal") {
    res.write(chunk({ refusal: r.text }, "stop"));
  } else {
    for (let i = 0; i < r.content.length; i += 24) res.write(chunk({ content: r.content.slice(i, i + 24) }));
    res.write(chunk({}, "stop"));
    const body = req.body as { stream_options?: { include_usage?: boolean } };
    if (!r.noUsage && body?.stream_options?.include_usage) {
      const u = r.usage ?? { prompt: 100, completion: 40 };
      res.write(
        `data: ${JSON.stringify({ id: "chatcmpl-fake", choices: [], usage: { prompt_tokens: u.prompt, completion_tokens: u.completion, total_tokens: u.prompt + u.completion } })}\n\n`,
      );
    }
  }
  res.end("data: [DONE]\n\n");
}

export async function startFakeModel(fallback: Replay = { kind: "answer", content: "ok" }): Promise<FakeModel> {
  const queue: Replay[] = [];
  const state = { fallback };
  const server = await startFakeServer((req, res) => {
    if (req.method !== "POST" || !req.path.endsWith("/chat/completions"))
      return sendJson(res, 404, { error: "not found" });
    const next = queue.shift() ?? state.fallback;
    const delayMs = next.kind === "answer" ? (next.delayMs ?? 0) : 0;
    if (delayMs > 0) setTimeout(() => replay(next, req, res), delayMs);
    else replay(next, req, res);
  });
  return Object.assign(server, {
    queue,
    baseUrl: `${server.url}/v1`,
    get fallback() {
      return state.fallback;
    },
    set fallback(r: Replay) {
      state.fallback = r;
    },
  });
}
