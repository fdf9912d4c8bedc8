// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the health module: its routes and jobs.
export { healthRoutes } from "./routes";
