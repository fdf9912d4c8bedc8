import { z } from "zod";
import { moneyInWords } from "../shared/extenso";
import { httpUrlText, labelledValues, requiredText } from "../shared/fields";
import { escapeHtml } from "../shared/html";
import type { TemplateFormInput } from "../templates/templates";
import { VARIABLE_KEY_PATTERN, VARIABLE_TYPES } from "../templates/variables";

/**
 * The contract assistant (issue 29, docs/decisions/0045): what its three features ask the model for,
 * the shapes the model must answer (checked here, never shown half-parsed), and its Portuguese texts.
 */
export const { values: AI_FEATURES, labels: AI_FEATURE_LABELS } = labelledValues({
  template_from_text: "Modelo a partir de texto",
  summary: "Resumo de documento",
  clause_review: "Revisão de cláusulas",
  test: "Teste da conexão",
});
export type AiFeature = (typeof AI_FEATURES)[number];

/** The monthly token budget of a plan that does not say one (plan features `ai_monthly_tokens`). */
export const DEFAULT_AI_MONTHLY_TOKENS = 200_000;
/** The longest text pasted or summarized: a long contract, not a book (about 30 000 tokens). */
export const MAX_ASSISTANT_TEXT = 120_000;
export const MAX_CHECKLIST_ITEMS = 20;

/**
 * Above this many characters of input (the pasted text or the document's text) a request runs as a
 * background job instead of streaming in the HTTP request (decision 0049). 8 000 characters are about
 * 2 000 tokens, three pages: the template from text writes the whole text back, and a local or busy
 * model at 15–30 tokens a second takes one to two minutes for that — the streamed request's limit.
 */
export const LONG_REQUEST_CHARS = 8_000;
export const isLongRequest = (chars: number) => chars > LONG_REQUEST_CHARS;

/** The usual estimate when no server says: four characters a token. */
const tokensOfChars = (chars: number) => Math.ceil(chars / 4);
/** The prompt's instructions (and the checklist) around the text, in tokens, rounded up. */
const PROMPT_TOKENS = 500;
/** What a summary or a review answers at most, in tokens, about. */
const SHORT_ANSWER_TOKENS = 500;

/**
 * What a call reserves of the month's budget before the model answers (released at its end for the
 * real usage): the text, the prompt, and the answer — the text again for a template, short otherwise.
 */
export function estimateCallTokens(feature: AiFeature, chars: number): number {
  const text = tokensOfChars(chars);
  return PROMPT_TOKENS + text + (feature === "template_from_text" ? text : SHORT_ANSWER_TOKENS);
}

/** A call's life: a job waits "queued"; a call being answered is "running" (its reservation counts). */
export const { values: AI_CALL_STATUSES, labels: AI_CALL_STATUS_LABELS } = labelledValues({
  queued: "Na fila",
  running: "Processando",
  ok: "Concluído",
  error: "Falhou",
});
export type AiCallStatus = (typeof AI_CALL_STATUSES)[number];
export const AI_CALL_MODES = ["stream", "job"] as const;
export type AiCallMode = (typeof AI_CALL_MODES)[number];
/** Hours a job's parsed result stays on its record for the user to read (then only counts remain). */
export const AI_RESULT_KEEP_HOURS = 24;

export const ASSISTANT_MESSAGES = {
  planFeature:
    "Seu plano não inclui o assistente de contratos (Acesso à IA). Fale com o administrador para mudar de plano.",
  budgetExhausted: (budget: number) =>
    `O limite mensal de ${budget.toLocaleString("pt-BR")} tokens do assistente foi atingido. Ele volta no próximo mês ou com um plano maior.`,
  notConfigured: "O assistente ainda não foi configurado pelo administrador do sistema.",
  textRequired: "Cole o texto do contrato",
  textTooLong: `O texto pode ter até ${MAX_ASSISTANT_TEXT.toLocaleString("pt-BR")} caracteres`,
  nameRequired: "Informe um nome",
  urlInvalid: "Informe a URL base (http ou https), ex.: https://api.openai.com/v1",
  modelRequired: "Informe o modelo",
  keyAgain: "O endereço mudou: informe a chave da API novamente",
  endpointNotFound: "Conexão de IA não encontrada",
  endpointSaved: "Conexão de IA salva",
  endpointDeleted: "Conexão de IA excluída",
  rateLimited: "O provedor de IA recusou por excesso de requisições (HTTP 429). Tente novamente em instantes.",
  providerFailed: (status: number) => `O provedor de IA falhou (HTTP ${status}). Tente novamente mais tarde.`,
  unauthorized: "O provedor de IA recusou a chave da API (HTTP 401/403). Verifique a chave.",
  refused: (why: string) => `O modelo recusou o pedido: ${why}`,
  malformed: "O modelo respondeu em um formato inválido duas vezes. Tente novamente ou use outro modelo.",
  timeout: "O modelo demorou demais para responder. Tente novamente com um texto menor.",
  checklistItem: "Cada item tem até 200 caracteres",
  checklistTooLong: `Até ${MAX_CHECKLIST_ITEMS} itens`,
  settingsSaved: "Preferências do assistente salvas",
  documentNotFound: "Documento não encontrado",
  callNotFound: "Pedido do assistente não encontrado",
  proposalNotFound: "Proposta do assistente não encontrada",
  background: "Processando em segundo plano…",
  lost: "O pedido foi interrompido antes de terminar (o servidor reiniciou). Tente novamente.",
  userGone: "O usuário que fez o pedido não existe mais.",
  internal: "Erro interno do assistente. Tente novamente.",
} as const;

/** A model endpoint the super admin configures: any OpenAI-compatible chat-completions API. */
export const aiEndpointFormSchema = z.object({
  name: requiredText(ASSISTANT_MESSAGES.nameRequired, 80),
  baseUrl: httpUrlText(ASSISTANT_MESSAGES.urlInvalid, ASSISTANT_MESSAGES.urlInvalid),
  model: requiredText(ASSISTANT_MESSAGES.modelRequired, 200),
  /** Blank keeps the stored key; a local server (Ollama, LM Studio) may need none at all. */
  apiKey: z.string().trim().max(500).optional().default(""),
  isActive: z.boolean().default(true),
});
export type AiEndpointInput = z.input<typeof aiEndpointFormSchema>;

export const pastedTextSchema = z.object({
  text: requiredText(ASSISTANT_MESSAGES.textRequired, MAX_ASSISTANT_TEXT, ASSISTANT_MESSAGES.textTooLong),
});

export const checklistSchema = z
  .array(z.string().trim().min(1).max(200, ASSISTANT_MESSAGES.checklistItem))
  .max(MAX_CHECKLIST_ITEMS, ASSISTANT_MESSAGES.checklistTooLong);

export const DEFAULT_CHECKLIST = [
  "Multa acima de 10 % do valor do contrato",
  "Foro fora do estado da contratante",
  "Renovação automática sem aviso prévio",
  "Rescisão sem aviso prévio mínimo de 30 dias",
];

/** What the corporate admin decides for the account. */
export const assistantSettingsSchema = z.object({
  checklist: checklistSchema,
  /** Keep the texts sent and received with each call record (off: only counts and times are kept). */
  storeText: z.boolean(),
});
export type AssistantSettings = z.infer<typeof assistantSettingsSchema>;

// ---- What the model must answer (each parsed by Zod; a malformed answer is retried once) ----

const key = z.string().regex(VARIABLE_KEY_PATTERN).max(100);

/** Feature 1: the contract with its concrete values replaced by {{variables}}. */
export const proposedTemplateSchema = z.object({
  title: z.string().min(1).max(200),
  content: z.string().min(1),
  variables: z
    .array(
      z.object({
        key,
        label: z.string().min(1).max(200),
        type: z.enum(VARIABLE_TYPES).exclude(["list"]).catch("text"),
        example: z.string().max(500).optional().default(""),
      }),
    )
    .max(100),
});
export type ProposedTemplate = z.infer<typeof proposedTemplateSchema>;

/** Feature 2: the document summary as structured fields. */
export const documentSummarySchema = z.object({
  parties: z.array(z.object({ name: z.string(), role: z.string(), document: z.string().optional().default("") })),
  object: z.string(),
  value: z
    .object({
      /** The sum in centavos as the numbers say it. */
      cents: z.number().int().min(0).nullable(),
      /** The sum as the contract writes it in words (por extenso), "" when it does not. */
      inWords: z.string(),
    })
    .nullable(),
  term: z.string(),
  penalties: z.array(z.string()),
  termination: z.string(),
  forum: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** Feature 3: the checklist items a contract triggers, each quoting the passage. */
export const clauseReviewSchema = z.object({
  flags: z.array(z.object({ item: z.string(), quote: z.string().min(1), explanation: z.string() })).max(50),
});
export type ClauseReview = z.infer<typeof clauseReviewSchema>;

const wordsOf = (s: string) =>
  s
    .toLocaleLowerCase("pt-BR")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z ]+/g, " ")
    .split(/\s+/)
    .filter((w) => w && w !== "e" && w !== "de");

/**
 * Whether a contract's value in words agrees with its number (our own amount-in-words, not the
 * model's opinion): null when the contract gives no words to compare.
 */
export function extensoMatches(value: DocumentSummary["value"]): { expected: string; matches: boolean } | null {
  if (!value || value.cents === null || !value.inWords.trim()) return null;
  const expected = moneyInWords(value.cents);
  return { expected, matches: wordsOf(expected).join(" ") === wordsOf(value.inWords).join(" ") };
}

/** The summary as the API answers it: the model's fields and our own por-extenso check of the value. */
export const summaryResultSchema = documentSummarySchema.transform((s) => ({
  ...s,
  valueCheck: extensoMatches(s.value),
}));
export type SummaryResult = z.output<typeof summaryResultSchema>;

/** Plain text as template HTML: one paragraph per line, blank lines dropped. */
export const textToParagraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");

/** A stored document's HTML as the text a model reads: paragraphs and breaks become lines. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<\/(p|div|h[1-6]|li|tr)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * The accepted (maybe edited) proposal as the template form's input: its text as paragraphs and its
 * variables required, a "select" (no options proposed) read as text. Only variables the text uses stay.
 */
export function proposalToTemplate(p: ProposedTemplate, categoryId: string): TemplateFormInput {
  const used = p.variables.filter(
    (v, i, all) => p.content.includes(`{{${v.key}`) && all.findIndex((o) => o.key === v.key) === i,
  );
  return {
    title: p.title,
    categoryId,
    templateContent: textToParagraphs(p.content),
    variablesSchema: used.map((v) => ({
      key: v.key,
      label: v.label,
      type: v.type === "select" ? "text" : v.type,
      required: true,
      options: [],
    })),
  };
}

/** One line of the answer stream (NDJSON): text as it arrives, then the parsed result or the error. */
export type AssistantStreamEvent =
  | { type: "delta"; text: string }
  | { type: "retry" }
  | { type: "result"; result: unknown; callId: string; tokens: number }
  | { type: "error"; message: string }
  /** A long request (isLongRequest): answered 202 at once, the result read later by its call id. */
  | { type: "queued"; callId: string };
