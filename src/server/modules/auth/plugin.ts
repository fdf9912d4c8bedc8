// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the auth module: its routes and jobs.
export { sessionActorResolver } from "./actor";
export { createAuth } from "./auth";
export { registerAuthBridge } from "./fastify-bridge";
export { purgeExpiredAuthJob } from "./purge-expired-auth-job";
export { sessionRoutes } from "./session-routes";
export { signupRoutes } from "./signup-routes";
