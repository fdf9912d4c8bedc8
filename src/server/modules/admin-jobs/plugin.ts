// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the admin-jobs module: its routes and jobs.
export { adminJobRoutes } from "./routes";
