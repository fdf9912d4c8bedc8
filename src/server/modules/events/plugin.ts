// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the events module: its routes and jobs.
export { eventRoutes } from "./routes";
