// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the plans module: its routes and jobs.
export { planOverviewRoutes } from "./overview-routes";
export { planRoutes } from "./routes";
