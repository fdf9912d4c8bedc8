// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the accounts module: its routes and jobs.
export { corporateAccountRoutes } from "./routes";
