import { z } from "zod";
import { apiAccessSchema } from "../api-keys/contract";
import { dateTimeText, defineContract, pageOf, readContract } from "../shared/contracts/define";
import { recordErrors, resourceContracts } from "../shared/contracts/resource";
import { pageQuerySchema } from "../shared/list";
import { idParamsSchema, uuidSchema } from "../templates/templates";
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  webhookEndpointFormSchema,
} from "./webhooks";

/** One endpoint as lists show it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  failingSince: dateTimeText.nullable(),
  createdAt: dateTimeText,
});
export type WebhookEndpointItem = z.infer<typeof webhookEndpointSchema>;

/** The answer of a creation or a rotation: the endpoint and its whole signing secret, shown this one time. */
export const webhookSecretAnswerSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

/** One attempt log line of an endpoint (an outbox row). */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.union([z.enum(WEBHOOK_EVENT_TYPES), z.literal(WEBHOOK_TEST_EVENT)]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: dateTimeText.nullable(),
  deliveredAt: dateTimeText.nullable(),
  createdAt: dateTimeText,
});
export type WebhookDeliveryItem = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryParamsSchema = z.object({ id: uuidSchema, deliveryId: uuidSchema });

const endpoints = resourceContracts("/api/webhook-endpoints", "/api/webhook-endpoints/:id", idParamsSchema);
const planErrors = ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED"] as const;

/** Outbound webhooks (issue 23): the corporate admin's endpoints, plan-gated on "Acesso à API". */
export const webhookContracts = {
  list: endpoints.list("Endpoints de webhook da conta", pageQuerySchema, webhookEndpointSchema),
  access: readContract("/api/webhook-endpoints/access", "Se o plano da conta permite webhooks", apiAccessSchema, [
    "NO_ACCOUNT",
  ]),
  create: endpoints.create(
    "Cria um endpoint (o segredo de assinatura é mostrado só nesta resposta)",
    webhookEndpointFormSchema,
    webhookSecretAnswerSchema,
    [...planErrors, "WEBHOOK_LIMIT_REACHED", "SAVE_FAILED", "OUTBOUND_ADDRESS_BLOCKED"],
  ),
  update: endpoints.update("Altera um endpoint", webhookEndpointFormSchema, webhookEndpointSchema, [
    ...planErrors,
    ...recordErrors,
    "OUTBOUND_ADDRESS_BLOCKED",
  ]),
  remove: endpoints.remove("Exclui um endpoint e o seu registro de entregas", [...planErrors, ...recordErrors]),
  rotateSecret: endpoints.onItem("POST", "/rotate-secret", "Gera um novo segredo (mostrado só nesta resposta)", {
    response: { 200: webhookSecretAnswerSchema },
    errors: [...planErrors, ...recordErrors],
  }),
  sendTest: endpoints.onItem("POST", "/test", "Envia um evento de teste ao endpoint", {
    response: { 202: webhookDeliverySchema },
    errors: [...planErrors, ...recordErrors, "CONFLICT"],
  }),
  deliveries: endpoints.onItem("GET", "/deliveries", "Entregas recentes do endpoint", {
    query: pageQuerySchema,
    response: { 200: pageOf(webhookDeliverySchema) },
    errors: [...planErrors, ...recordErrors],
  }),
  resend: defineContract({
    method: "POST",
    path: "/api/webhook-endpoints/:id/deliveries/:deliveryId/resend",
    summary: "Reenvia uma entrega (uma nova entrega do mesmo evento)",
    params: webhookDeliveryParamsSchema,
    response: { 202: webhookDeliverySchema },
    errors: [...planErrors, ...recordErrors, "CONFLICT"],
  }),
};
