// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the categories module: its routes and jobs.
export { categoryRoutes } from "./routes";
