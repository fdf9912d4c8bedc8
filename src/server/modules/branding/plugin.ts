// What the composition root (app.ts, jobs.ts, workers.ts) registers of the branding module: its routes and jobs.
export { hostRecheckJob } from "./host-recheck-job";
export { brandingRoutes } from "./routes";
