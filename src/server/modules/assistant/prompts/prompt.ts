import type { ChatMessage } from "../model-client";

/**
 * A versioned prompt (decision 0045): the file name and `version` change together whenever the text
 * changes, and each call record keeps the version it was asked with.
 */
export interface Prompt<Input> {
  version: string;
  messages(input: Input): ChatMessage[];
}

/** The line every prompt ends with: the answer is one JSON object, nothing around it. */
export const JSON_ONLY =
  "Responda SOMENTE com um objeto JSON válido, sem texto antes ou depois e sem blocos de código.";

/** What is asked after a malformed answer (one retry). */
export const RETRY_MESSAGE =
  "A resposta anterior não era um JSON válido no formato pedido. Responda novamente, SOMENTE com o objeto JSON no formato exato descrito.";
