// The webhooks module's face to other modules: the only file of it they may import (docs/decisions/0027).

export { listEndpointDeliveries, resendDelivery, sendTestEvent } from "./endpoint-deliveries";
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from "./manage-endpoints";
export { recordWebhookEvent } from "./record-event";
