import { z } from "zod";
import { defineContract, pageOf } from "../shared/contracts/define";
import { resourceContracts } from "../shared/contracts/resource";
import { pageQuerySchema } from "../shared/list";
import { idParamsSchema } from "../templates/templates";
import {
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookSecretAnswerSchema,
} from "../webhooks/contract";
import { webhookEndpointFormSchema } from "../webhooks/webhooks";
import { post, v1 } from "./contract";

const endpoints = resourceContracts("/api/v1/webhook-endpoints", "/api/v1/webhook-endpoints/:id", idParamsSchema);
const record = ["NOT_FOUND"] as const;

/**
 * The public API v1's webhook endpoints (issue 23, scope `webhooks:manage`): the screen's operations
 * on the key's account — the same answers as /api/webhook-endpoints, the secret shown once.
 */
export const apiV1WebhookContracts = {
  listWebhookEndpoints: defineContract({
    method: "GET",
    path: "/api/v1/webhook-endpoints",
    summary: "Endpoints de webhook da conta (no máximo 10)",
    response: { 200: z.object({ items: z.array(webhookEndpointSchema) }) },
    errors: v1,
  }),
  createWebhookEndpoint: endpoints.create(
    "Cria um endpoint de webhook (o segredo de assinatura vem só nesta resposta)",
    webhookEndpointFormSchema,
    webhookSecretAnswerSchema,
    [...post, "WEBHOOK_LIMIT_REACHED", "SAVE_FAILED", "OUTBOUND_ADDRESS_BLOCKED"],
  ),
  getWebhookEndpoint: endpoints.get("Um endpoint de webhook", webhookEndpointSchema),
  updateWebhookEndpoint: endpoints.update(
    "Altera um endpoint de webhook",
    webhookEndpointFormSchema,
    webhookEndpointSchema,
    [...v1, ...record, "OUTBOUND_ADDRESS_BLOCKED"],
  ),
  deleteWebhookEndpoint: endpoints.remove("Exclui um endpoint de webhook e o seu registro de entregas", [
    ...v1,
    ...record,
  ]),
  rotateWebhookSecret: endpoints.onItem("POST", "/rotate-secret", "Gera um novo segredo de assinatura", {
    response: { 200: webhookSecretAnswerSchema },
    errors: [...post, ...record],
  }),
  sendWebhookTest: endpoints.onItem("POST", "/test", "Envia um evento webhook.test ao endpoint", {
    response: { 202: webhookDeliverySchema },
    errors: [...post, ...record, "CONFLICT"],
  }),
  listWebhookDeliveries: endpoints.onItem("GET", "/deliveries", "Entregas recentes do endpoint", {
    query: pageQuerySchema,
    response: { 200: pageOf(webhookDeliverySchema) },
    errors: [...v1, ...record],
  }),
  resendWebhookDelivery: defineContract({
    method: "POST",
    path: "/api/v1/webhook-endpoints/:id/deliveries/:deliveryId/resend",
    summary: "Reenvia uma entrega (o mesmo evento, com o mesmo webhook-id)",
    params: webhookDeliveryParamsSchema,
    response: { 202: webhookDeliverySchema },
    errors: [...post, ...record, "CONFLICT"],
  }),
};
