// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the insight module: its routes and jobs.
export { insightRoutes } from "./routes";
