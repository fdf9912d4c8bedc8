// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the templates module: its routes and jobs.
export { templateRoutes } from "./routes";
