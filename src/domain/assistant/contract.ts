import { z } from "zod";
import { binaryBody, dateTimeText, defineContract, readContract } from "../shared/contracts/define";
import { recordErrors, resourceContracts } from "../shared/contracts/resource";
import { idParamsSchema, templateFormSchema, uuidSchema } from "../templates/templates";
import {
  AI_CALL_MODES,
  AI_CALL_STATUSES,
  AI_FEATURES,
  aiEndpointFormSchema,
  assistantSettingsSchema,
  clauseReviewSchema,
  documentSummarySchema,
  pastedTextSchema,
  proposedTemplateSchema,
} from "./assistant";

/** An endpoint as the super admin's screen shows it: the key only masked. */
export const aiEndpointSchema = z.object({
  id: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  model: z.string(),
  apiKeyMasked: z.string(),
  isActive: z.boolean(),
  createdAt: dateTimeText,
});
export type AiEndpointItem = z.infer<typeof aiEndpointSchema>;

export const aiTestAnswerSchema = z.object({ answer: z.string(), model: z.string(), tokens: z.number().int() });

/** The super admin's override of one account's monthly token budget; null goes back to the plan's. */
export const accountBudgetSchema = z.object({
  monthlyTokenBudget: z
    .number({ error: "Informe um número inteiro de tokens" })
    .int("Informe um número inteiro de tokens")
    .min(0, "Informe um número inteiro de tokens")
    .max(1_000_000_000, "Valor muito alto")
    .nullable(),
});

/** What the account's users see of the assistant: whether they may use it, and this month's tokens. */
export const assistantStatusSchema = z.object({
  enabled: z.boolean(),
  configured: z.boolean(),
  planName: z.string().nullable(),
  budget: z.number().int(),
  used: z.number().int(),
  settings: assistantSettingsSchema,
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;

const ndjson = binaryBody(
  "application/x-ndjson",
  'Uma linha JSON por evento: {"type":"delta","text"} enquanto o modelo responde, {"type":"retry"}, e por fim {"type":"result","result","callId","tokens"} ou {"type":"error","message"}',
);
/** A long request's answer (202): the call id whose result GET /api/assistant/calls/:id gives later. */
const queuedCallSchema = z.object({ type: z.literal("queued"), callId: z.string() });
const asked = { 200: ndjson, 202: queuedCallSchema };

/** One of the user's own assistant calls: its state, and (a job's, for a day) the parsed result. */
export const assistantCallSchema = z.object({
  id: z.string(),
  feature: z.enum(AI_FEATURES),
  mode: z.enum(AI_CALL_MODES),
  status: z.enum(AI_CALL_STATUSES),
  error: z.string().nullable(),
  documentId: z.string().nullable(),
  totalTokens: z.number().int(),
  createdAt: dateTimeText,
  updatedAt: dateTimeText,
  hasResult: z.boolean(),
});
export type AssistantCallItem = z.infer<typeof assistantCallSchema>;
export const assistantCallDetailSchema = assistantCallSchema.extend({ result: z.unknown().nullable() });
export type AssistantCallDetail = z.infer<typeof assistantCallDetailSchema>;

/** The super admin's view of one account's budget: the plan's tokens, the override, the month's usage. */
export const accountBudgetViewSchema = z.object({
  monthlyTokenBudget: z.number().int().nullable(),
  planName: z.string().nullable(),
  aiEnabled: z.boolean(),
  planTokens: z.number().int().nullable(),
  /** The budget in force, by the gate's own rule: the override, else the plan's, else none. */
  budget: z.number().int(),
  used: z.number().int(),
});
export type AccountBudgetView = z.infer<typeof accountBudgetViewSchema>;

const endpoints = resourceContracts("/api/admin/ai-endpoints", "/api/admin/ai-endpoints/:id", idParamsSchema);
const accounts = resourceContracts(
  "/api/admin/corporate-accounts",
  "/api/admin/corporate-accounts/:id",
  idParamsSchema,
);
const calls = resourceContracts("/api/assistant/calls", "/api/assistant/calls/:id", idParamsSchema);

const gateErrors = ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "AI_BUDGET_EXHAUSTED", "NOT_CONFIGURED"] as const;

export const assistantResultSchemas = {
  template_from_text: proposedTemplateSchema,
  summary: documentSummarySchema,
  clause_review: clauseReviewSchema,
};

/** The contract assistant (issue 29): the super admin's model endpoints and the account's three features. */
export const assistantContracts = {
  listEndpoints: readContract("/api/admin/ai-endpoints", "Conexões de IA configuradas", z.array(aiEndpointSchema)),
  createEndpoint: endpoints.create(
    "Cria uma conexão de IA (API compatível com OpenAI)",
    aiEndpointFormSchema,
    aiEndpointSchema,
    ["OUTBOUND_ADDRESS_BLOCKED"],
  ),
  updateEndpoint: endpoints.update(
    "Altera uma conexão de IA (chave em branco mantém a salva)",
    aiEndpointFormSchema,
    aiEndpointSchema,
    [...recordErrors, "OUTBOUND_ADDRESS_BLOCKED"],
  ),
  removeEndpoint: endpoints.remove("Exclui uma conexão de IA", recordErrors),
  testEndpoint: endpoints.onItem("POST", "/test", "Envia um pedido mínimo real ao modelo e mostra a resposta", {
    response: { 200: aiTestAnswerSchema },
    errors: [...recordErrors, "AI_TEST_FAILED", "OUTBOUND_ADDRESS_BLOCKED"],
  }),
  accountBudgetView: accounts.onItem(
    "GET",
    "/ai-budget",
    "O limite mensal de tokens do assistente de uma conta: o do plano, o da conta e o consumo do mês",
    {
      response: { 200: accountBudgetViewSchema },
      errors: ["NOT_FOUND"],
    },
  ),
  accountBudget: accounts.onItem(
    "PUT",
    "/ai-budget",
    "Define o limite mensal de tokens do assistente de uma conta (nulo: o do plano)",
    {
      body: accountBudgetSchema,
      response: { 200: accountBudgetSchema },
      errors: ["NOT_FOUND"],
    },
  ),
  status: readContract(
    "/api/assistant",
    "O assistente para a conta: plano, consumo do mês e preferências",
    assistantStatusSchema,
    ["NO_ACCOUNT"],
  ),
  saveSettings: defineContract({
    method: "PUT",
    path: "/api/assistant/settings",
    summary: "Salva a lista de verificação e se os textos são guardados",
    body: assistantSettingsSchema,
    response: { 200: assistantSettingsSchema },
    errors: ["NO_ACCOUNT"],
  }),
  templateFromText: defineContract({
    method: "POST",
    path: "/api/assistant/template-from-text",
    summary: "Propõe um modelo com variáveis a partir do texto de um contrato (resposta em fluxo)",
    body: pastedTextSchema,
    response: asked,
    errors: gateErrors,
  }),
  saveTemplate: defineContract({
    method: "POST",
    path: "/api/assistant/templates",
    summary: "Salva como modelo a proposta aceita ou editada",
    body: z.object({ callId: uuidSchema, template: templateFormSchema }),
    response: { 201: z.object({ id: z.string() }) },
    errors: ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "NOT_FOUND", "PLAN_LIMIT_REACHED", "FORBIDDEN"],
  }),
  calls: readContract(
    "/api/assistant/calls",
    "Os pedidos recentes do usuário ao assistente (os 10 últimos), com o estado de cada um",
    z.array(assistantCallSchema),
    ["NO_ACCOUNT"],
  ),
  call: calls.onItem(
    "GET",
    "",
    "Um pedido do usuário ao assistente: o estado e, se terminou em segundo plano, o resultado",
    {
      response: { 200: assistantCallDetailSchema },
      errors: ["NO_ACCOUNT", "NOT_FOUND"],
    },
  ),
  summary: defineContract({
    method: "POST",
    path: "/api/assistant/documents/:id/summary",
    summary: "Resumo estruturado de um documento (resposta em fluxo)",
    params: idParamsSchema,
    response: asked,
    errors: [...gateErrors, "NOT_FOUND"],
  }),
  review: defineContract({
    method: "POST",
    path: "/api/assistant/documents/:id/review",
    summary: "Revisão das cláusulas contra a lista de verificação da conta (resposta em fluxo)",
    params: idParamsSchema,
    response: asked,
    errors: [...gateErrors, "NOT_FOUND"],
  }),
};
