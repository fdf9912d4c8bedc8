import type { z } from "zod";
import { type AiFeature, ASSISTANT_MESSAGES, type AssistantStreamEvent } from "../../../domain/assistant";
import type { Db } from "../../platform/db/client";
import type { Secrets } from "../../platform/secrets/secrets";
import type { Actor } from "../auth";
import { toModelEndpoint } from "./endpoints";
import type { OpenCall } from "./gate";
import { type ChatMessage, chat, ModelError } from "./model-client";
import type { Prompt } from "./prompts/prompt";
import { RETRY_MESSAGE } from "./prompts/prompt";
import { aiCalls } from "./schema";

export interface CallDeps {
  db: Db;
  secrets: Secrets;
  timeoutMs: number;
  allowPrivate: boolean;
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
  actor: Actor,
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
      if (!(err instanceof ModelError)) throw err;
      error = err.message;
    }
  }
  const [row] = await deps.db
    .insert(aiCalls)
    .values({
      corporateAccountId: open.accountId,
      userId: actor.userId,
      feature: spec.feature,
      endpointId: endpoint.id,
      model: endpoint.model,
      promptVersion: spec.prompt.version,
      status: error ? "error" : "ok",
      error,
      promptTokens: tokens.prompt,
      completionTokens: tokens.completion,
      totalTokens: tokens.total,
      durationMs: Math.round(performance.now() - started),
      attempts,
      inputText: open.settings.storeText ? spec.inputText : null,
      outputText: open.settings.storeText ? output : null,
    })
    .returning({ id: aiCalls.id });
  if (error !== null || result === null || !row) {
    emit({ type: "error", message: error ?? ASSISTANT_MESSAGES.malformed });
    return null;
  }
  emit({ type: "result", result, callId: row.id, tokens: tokens.total });
  return result;
}
