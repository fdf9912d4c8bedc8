// What the composition root (app.ts) registers of the assistant module: its routes.
export { assistantRoutes } from "./routes";
