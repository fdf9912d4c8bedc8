// The webhooks module's face to other modules: the only file of it they may import (docs/decisions/0027).

export { createWebhookEndpoint } from "./create-webhook-endpoint";
export { deleteWebhookEndpoint } from "./delete-webhook-endpoint";
export { listEndpointDeliveries, resendDelivery, sendTestEvent } from "./endpoint-deliveries";
export { listWebhookEndpoints } from "./list-webhook-endpoints";
export { recordWebhookEvent } from "./record-event";
export { rotateWebhookSecret } from "./rotate-webhook-secret";
export { updateWebhookEndpoint } from "./update-webhook-endpoint";
