// What the composition root (app.ts) registers of the audit module: its routes.

// …and its jobs: building an export, and the sweep that re-queues lost ones and removes expired files.
export { auditExportJob, auditExportSweepJob } from "./export-job";
export { auditRoutes } from "./routes";
