// What the composition root (app.ts) registers of the support module: its routes.
export { supportRoutes } from "./routes";
