// What the composition root (app.ts) registers of the audit module: its routes.
export { auditRoutes } from "./routes";
