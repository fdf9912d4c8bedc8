// What the composition root (app.ts, jobs.ts, workers.ts) registers of the webhooks module: its routes, jobs and dispatch.

export { webhookApiRoutes } from "./api-routes";
export { deliverWebhookJob, startWebhookDispatch } from "./deliver-webhook-job";
export { requeueWebhooksJob } from "./requeue-webhooks-job";
export { webhookRoutes } from "./routes";
