// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the signatures module: its routes and jobs.

export { signatureApiRoutes } from "./api-routes";
export { signatureHousekeepingJob } from "./housekeeping-job";
export { signatureRoutes } from "./routes";
export { signatureSealJob } from "./seal/signature-seal-job";
export { esignSettingsRoutes } from "./zapsign/esign-settings-routes";
export { esignSignedFileCopyJob } from "./zapsign/signed-file-copy-job";
export { esignWebhookRoutes } from "./zapsign/webhook-routes";
export { zapsignCreateJob } from "./zapsign/zapsign-create-job";
