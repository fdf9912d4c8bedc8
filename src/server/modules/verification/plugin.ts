// What the composition root (app.ts) registers of the verification module: its routes.
export { verificationRoutes } from "./routes";
