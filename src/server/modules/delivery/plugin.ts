// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the delivery module: its routes and jobs.
import "./document-hooks";

export { deliverDocumentJob } from "./deliver-document-job";
export { requeueDeliveriesJob } from "./requeue-deliveries-job";
export { deliveryRoutes } from "./routes";
export { smtpSettingsRoutes } from "./smtp/smtp-routes";
export { whatsappSettingsRoutes } from "./whatsapp/whatsapp-routes";
