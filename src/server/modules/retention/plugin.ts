// What the composition root registers of the retention module: its routes and its daily job.
export { retentionJob } from "./retention-job";
export { retentionRoutes } from "./routes";
