// What the composition root (app.ts, jobs.ts, workers.ts) registers of the assistant module: its routes and jobs.
export { assistantCallJob } from "./call-job";
export { assistantSweepJob } from "./call-sweep-job";
export { assistantRoutes } from "./routes";
