// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the header-footer module: its routes and jobs.
export { headerFooterRoutes } from "./routes";
