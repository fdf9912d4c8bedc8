// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the broadcast module: its routes and jobs.
export { broadcastRoutes } from "./routes";
