// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the users module: its routes and jobs.
export { userRoutes } from "./routes";
