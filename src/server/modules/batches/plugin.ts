// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the batches module: its routes and jobs.
export { batchRunJob } from "./batch-run-job";
export { batchSweepJob } from "./batch-sweep-job";
export { batchRoutes } from "./routes";
