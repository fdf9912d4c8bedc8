import { z } from "zod";
import { PLAN_FLAG_LABELS } from "../plans/features";
import { isHttpUrl, labelledValues } from "../shared/fields";

/** What a customer's endpoint may subscribe to (issue 23, "Outbound webhooks"). */
export const { values: WEBHOOK_EVENT_TYPES, labels: WEBHOOK_EVENT_LABELS } = labelledValues({
  "document.created": "Documento criado",
  "document.finalized": "Documento finalizado",
  "document.deleted": "Documento excluído",
  "delivery.sent": "Envio concluído",
  "delivery.failed": "Envio falhou",
  "signature.requested": "Assinatura solicitada",
  "signature.signer_signed": "Signatário assinou",
  "signature.completed": "Assinatura concluída",
  "signature.declined": "Assinatura recusada",
  "signature.canceled": "Assinatura cancelada",
  "signature.expired": "Assinatura expirada",
});
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The one type no change emits: "Enviar teste" sends it to the chosen endpoint only. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
export type WebhookSentType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export const { values: WEBHOOK_DELIVERY_STATUSES, labels: WEBHOOK_DELIVERY_STATUS_LABELS } = labelledValues({
  pending: "Pendente",
  delivered: "Entregue",
  failed: "Falhou",
});
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Endpoints one account may hold. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Attempts of one delivery (the first and 7 retries, ≈ 24 h in all: webhook-backoff.ts). */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** An endpoint failing without one success for this long is disabled and its admins told. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 5;

const feature = PLAN_FLAG_LABELS.api_access_enabled;

export const WEBHOOK_MESSAGES = {
  urlRequired: "Informe a URL do endpoint",
  urlInvalid: "Informe uma URL http:// ou https:// válida",
  urlTooLong: "A URL deve ter no máximo 2000 caracteres",
  descriptionTooLong: "A descrição deve ter no máximo 200 caracteres",
  eventsRequired: "Escolha ao menos um evento",
  eventInvalid: "Evento inválido",
  planFeature: `Seu plano não inclui o recurso "${feature}". Fale com o administrador da plataforma para mudar de plano.`,
  limit: `Limite de ${MAX_WEBHOOK_ENDPOINTS} endpoints de webhook atingido. Exclua um antes de criar outro.`,
  notFound: "Endpoint de webhook não encontrado.",
  deliveryNotFound: "Entrega de webhook não encontrada.",
  disabledReason: `O endpoint falhou por ${WEBHOOK_DISABLE_AFTER_DAYS} dias seguidos e foi desativado.`,
  endpointDisabled: "O endpoint está desativado. Ative-o antes de enviar.",
} as const;

export const webhookEndpointFormSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlRequired)
    .max(2000, WEBHOOK_MESSAGES.urlTooLong)
    .refine(isHttpUrl, WEBHOOK_MESSAGES.urlInvalid),
  description: z.string().trim().max(200, WEBHOOK_MESSAGES.descriptionTooLong).default(""),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.eventInvalid }), {
      error: WEBHOOK_MESSAGES.eventsRequired,
    })
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .transform((s) => [...new Set(s)]),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointForm = z.input<typeof webhookEndpointFormSchema>;
export type WebhookEndpointInput = z.output<typeof webhookEndpointFormSchema>;
