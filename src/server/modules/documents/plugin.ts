// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the documents module: its routes and jobs.
export { documentRoutes } from "./routes";
