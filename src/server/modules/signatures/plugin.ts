// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the signatures module: its routes and jobs.
import "./completion-messages";
import "./document-hooks";

export { signatureApiRoutes } from "./api-routes";
export { signatureHousekeepingJob } from "./housekeeping-job";
export { signatureSealJob } from "./providers/builtin/signature-seal-job";
export { esignSettingsRoutes } from "./providers/zapsign/esign-settings-routes";
export { esignSignedFileCopyJob } from "./providers/zapsign/signed-file-copy-job";
export { esignWebhookRoutes } from "./providers/zapsign/webhook-routes";
export { zapsignCreateJob } from "./providers/zapsign/zapsign-create-job";
export { signatureRoutes } from "./routes";
