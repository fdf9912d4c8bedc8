// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the broadcast module: its routes and jobs.
import "./delivery-sweep";

export { broadcastDeliverJob } from "./broadcast-deliver-job";
export { broadcastRoutes } from "./routes";
