// What the composition root (app.ts) registers of the word module: its routes.
export { wordRoutes } from "./routes";
