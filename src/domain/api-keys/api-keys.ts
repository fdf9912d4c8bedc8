import { z } from "zod";
import { PLAN_FLAG_LABELS } from "../plans/features";
import { labelledValues, requiredText } from "../shared/fields";

/** What an API key may do (issue 23): the v1 API checks one of these per operation. */
export const { values: API_KEY_SCOPES, labels: API_KEY_SCOPE_LABELS } = labelledValues({
  "templates:read": "Ler modelos",
  "documents:read": "Ler documentos",
  "documents:write": "Criar e editar documentos",
  "signatures:write": "Solicitar assinaturas",
  "webhooks:manage": "Gerenciar webhooks",
});
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Active (not revoked) keys an account may hold at once. */
export const MAX_ACTIVE_API_KEYS = 10;
/** Characters of the secret kept and shown to recognise a key (e.g. `mk_live_AbCd`). */
export const API_KEY_PREFIX_LENGTH = 12;

const feature = PLAN_FLAG_LABELS.api_access_enabled;

export const API_KEY_MESSAGES = {
  nameRequired: "Informe um nome para a chave",
  nameTooLong: "O nome deve ter no máximo 80 caracteres",
  scopesRequired: "Escolha ao menos uma permissão",
  scopeInvalid: "Permissão inválida",
  planFeature: `Seu plano não inclui o recurso "${feature}". Fale com o administrador da plataforma para mudar de plano.`,
  limit: `Limite de ${MAX_ACTIVE_API_KEYS} chaves de API ativas atingido. Revogue uma chave antes de criar outra.`,
  notFound: "Chave de API não encontrada.",
  invalidKey: "Chave de API inválida ou revogada.",
  missingKey: "Informe a chave de API no cabeçalho Authorization: Bearer <chave>.",
} as const;

export const apiKeyFormSchema = z.object({
  name: requiredText(API_KEY_MESSAGES.nameRequired, 80, API_KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scopeInvalid }), { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .transform((s) => [...new Set(s)]),
});
export type ApiKeyForm = z.input<typeof apiKeyFormSchema>;
