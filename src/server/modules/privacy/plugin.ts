// What the composition root (app.ts, jobs.ts) registers of the privacy module: its routes and its job.
export { privacyExportJob } from "./export-job";
export { privacyRoutes } from "./routes";
