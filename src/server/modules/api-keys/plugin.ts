// What the composition root (app.ts) registers of the api-keys module: its routes.
export { apiKeyRoutes } from "./routes";
