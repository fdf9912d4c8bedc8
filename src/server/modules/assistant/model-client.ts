import { ASSISTANT_MESSAGES } from "../../../domain/assistant/assistant";
import { OutboundError, outboundStreamPost } from "../../platform/outbound/outbound-http";

/** One OpenAI-compatible chat-completions endpoint, its key already decrypted. */
export interface ModelEndpoint {
  id: string | null;
  baseUrl: string;
  model: string;
  apiKey: string;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ModelAnswer {
  text: string;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** A failed model call, its message already in Portuguese (shown to the user and recorded). */
export class ModelError extends Error {}

export interface ChatOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Each piece of the answer as it arrives. */
  onDelta?: (text: string) => void;
  maxTokens?: number;
}

export const chatCompletionsUrl = (baseUrl: string) => `${baseUrl.trim().replace(/\/+$/, "")}/chat/completions`;

/** Servers that send no usage (some local ones) are charged by the usual 4-characters-a-token estimate. */
const estimateTokens = (chars: number) => Math.ceil(chars / 4);

interface Chunk {
  choices?: { delta?: { content?: string | null; refusal?: string | null }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null;
}
interface Whole {
  choices?: { message?: { content?: string | null; refusal?: string | null }; finish_reason?: string | null }[];
  usage?: Chunk["usage"];
}

function statusError(status: number): ModelError {
  if (status === 429) return new ModelError(ASSISTANT_MESSAGES.rateLimited);
  if (status === 401 || status === 403) return new ModelError(ASSISTANT_MESSAGES.unauthorized);
  return new ModelError(ASSISTANT_MESSAGES.providerFailed(status));
}

/**
 * Asks the model, streaming its answer (SSE `data:` lines, as OpenAI, vLLM, Ollama and LM Studio send
 * them); a server that answers one JSON body instead is read whole. A refusal, an HTTP error, a
 * timeout or a broken connection become a ModelError with a Portuguese message.
 */
export async function chat(endpoint: ModelEndpoint, messages: ChatMessage[], opts: ChatOptions): Promise<ModelAnswer> {
  const body = {
    model: endpoint.model,
    messages,
    stream: true,
    stream_options: { include_usage: true },
    temperature: 0,
    ...(opts.maxTokens ? { max_tokens: opts.maxTokens } : {}),
  };
  const headers: Record<string, string> = endpoint.apiKey ? { Authorization: `Bearer ${endpoint.apiKey}` } : {};
  const promptChars = messages.reduce((n, m) => n + m.content.length, 0);
  let text = "";
  let refusal = "";
  let finish: string | null | undefined = null;
  let usage: Chunk["usage"] = null;
  try {
    const res = await outboundStreamPost(chatCompletionsUrl(endpoint.baseUrl), body, {
      headers,
      timeoutMs: opts.timeoutMs,
      allowPrivate: opts.allowPrivate,
    });
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => undefined);
      throw statusError(res.status);
    }
    if (!(res.headers.get("content-type") ?? "").includes("text/event-stream")) {
      const whole = (await res.json().catch(() => null)) as Whole | null;
      const choice = whole?.choices?.[0];
      text = choice?.message?.content ?? "";
      refusal = choice?.message?.refusal ?? "";
      finish = choice?.finish_reason;
      usage = whole?.usage;
      if (text) opts.onDelta?.(text);
    } else {
      for await (const chunk of sseData(res)) {
        const choice = chunk.choices?.[0];
        const piece = choice?.delta?.content ?? "";
        if (piece) {
          text += piece;
          opts.onDelta?.(piece);
        }
        refusal += choice?.delta?.refusal ?? "";
        finish = choice?.finish_reason ?? finish;
        if (chunk.usage) usage = chunk.usage;
      }
    }
  } catch (err) {
    if (err instanceof ModelError) throw err;
    if (err instanceof OutboundError && err.kind === "network") throw new ModelError(err.message);
    const name = (err as { name?: string })?.name;
    if (err instanceof OutboundError || name === "TimeoutError" || name === "AbortError")
      throw new ModelError(ASSISTANT_MESSAGES.timeout);
    throw err;
  }
  if (refusal.trim()) throw new ModelError(ASSISTANT_MESSAGES.refused(refusal.trim()));
  if (finish === "content_filter") throw new ModelError(ASSISTANT_MESSAGES.refused("conteúdo bloqueado pelo filtro"));
  const promptTokens = usage?.prompt_tokens ?? estimateTokens(promptChars);
  const completionTokens = usage?.completion_tokens ?? estimateTokens(text.length);
  return { text, promptTokens, completionTokens, totalTokens: usage?.total_tokens ?? promptTokens + completionTokens };
}

/** The JSON of each `data:` line of a Server-Sent Events body, until `[DONE]`. */
async function* sseData(res: Response): AsyncGenerator<Chunk> {
  if (!res.body) return;
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return;
      try {
        yield JSON.parse(data) as Chunk;
      } catch {
        // A keep-alive or a line the server split oddly: nothing to read in it.
      }
    }
  }
}
