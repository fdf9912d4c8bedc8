// What the composition root (app.ts) registers of the branding module: its routes.
export { brandingRoutes } from "./routes";
