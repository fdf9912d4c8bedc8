import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { type AiFeature, ASSISTANT_MESSAGES, type AssistantStreamEvent } from "../../../domain/assistant/assistant";
import { aiCalls } from "../../db/tables/assistant";
import type { Db } from "../../platform/db/client";
import type { Secrets } from "../../platform/secrets/secrets";
import { toModelEndpoint } from "./endpoints";
import type { OpenCall } from "./gate";
import { type ChatMessage, chat, ModelError } from "./model-client";
import type { Prompt } from "./prompts/prompt";
import { RETRY_MESSAGE } from "./prompts/prompt";

/** Model answers take longer than other outbound calls: two minutes in the HTTP request, unless the tests tune it. */
export const AI_STREAM_TIMEOUT_MS = 120_000;

export interface CallDeps {
  db: Db;
  secrets: Secrets;
  timeoutMs: number;
  allowPrivate: boolean;
}

type CallEnd = Partial<typeof aiCalls.$inferInsert> & Pick<typeof aiCalls.$inferInsert, "status">;

/**
 * Ends a call's record: its real usage replaces the reservation; a job's pasted text goes unless the
 * account keeps texts (`inputText` given by the caller). Only a call still unfinished is ended.
 */
export async function finishCall(db: Db, open: Pick<OpenCall, "callId" | "settings">, end: CallEnd) {
  await db
    .update(aiCalls)
    .set({ inputText: open.settings.storeText ? undefined : null, ...end, reservedTokens: 0 })
    .where(and(eq(aiCalls.id, open.callId), inArray(aiCalls.status, ["queued", "running"])));
}

/** The JSON object in a model's answer: fences and chatter around it are tolerated, nothing else. */
export function jsonOf(text: string): unknown {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

interface CallSpec<Input, Out> {
  feature: AiFeature;
  prompt: Prompt<Input>;
  input: Input;
  /** The text the call is about (kept with the record only when the account opted in). */
  inputText: string;
  schema: z.ZodType<Out>;
}

/**
 * Asks the model for one feature, streaming its text to `emit`; the answer must parse by the
 * feature's schema, a malformed one is asked again once, then reported. Every call is recorded
 * (tokens, time, model, prompt version; the texts only with the account's consent), whatever its end.
 * Answers the parsed result, or null after an `error` event.
 */
export async function runAssistantCall<Input, Out>(
  deps: CallDeps,
  open: OpenCall,
  spec: CallSpec<Input, Out>,
  emit: (event: AssistantStreamEvent) => void,
): Promise<Out | null> {
  const endpoint = toModelEndpoint(deps.secrets, open.endpoint);
  const started = performance.now();
  const messages: ChatMessage[] = spec.prompt.messages(spec.input);
  const tokens = { prompt: 0, completion: 0, total: 0 };
  let attempts = 0;
  let output = "";
  let result: Out | null = null;
  let error: string | null = null;
  while (attempts < 2 && result === null && error === null) {
    attempts += 1;
    if (attempts === 2) emit({ type: "retry" });
    try {
      const answer = await chat(endpoint, messages, {
        timeoutMs: deps.timeoutMs,
        allowPrivate: deps.allowPrivate,
        onDelta: (text) => emit({ type: "delta", text }),
      });
      tokens.prompt += answer.promptTokens;
      tokens.completion += answer.completionTokens;
      tokens.total += answer.totalTokens;
      output = answer.text;
      const parsed = spec.schema.safeParse(jsonOf(answer.text));
      if (parsed.success) result = parsed.data;
      else if (attempts === 2) error = ASSISTANT_MESSAGES.malformed;
      else messages.push({ role: "assistant", content: answer.text }, { role: "user", content: RETRY_MESSAGE });
    } catch (err) {
      if (!(err instanceof ModelError)) {
        // Not the model's failure (a bug, the database): the record ends anyway, its reservation released.
        await finishCall(deps.db, open, { status: "error", error: ASSISTANT_MESSAGES.internal, attempts });
        throw err;
      }
      error = err.message;
    }
  }
  await finishCall(deps.db, open, {
    status: error ? "error" : "ok",
    error,
    endpointId: endpoint.id,
    model: endpoint.model,
    promptTokens: tokens.prompt,
    completionTokens: tokens.completion,
    totalTokens: tokens.total,
    durationMs: Math.round(performance.now() - started),
    attempts,
    inputText: open.settings.storeText ? spec.inputText : null,
    outputText: open.settings.storeText ? output : null,
    // A job's answer waits on its record for the user (a streamed one was already shown).
    result: open.mode === "job" && error === null ? (result as unknown) : null,
  });
  if (error !== null || result === null) {
    emit({ type: "error", message: error ?? ASSISTANT_MESSAGES.malformed });
    return null;
  }
  emit({ type: "result", result, callId: open.callId, tokens: tokens.total });
  return result;
}
