// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the dev-mailbox module: its routes and jobs.
export { devMailboxRoutes } from "./routes";
