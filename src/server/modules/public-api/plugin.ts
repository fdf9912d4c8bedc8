// What the composition root (app.ts) registers of the public-api module: the key's actor, idempotency, the v1 docs.
export { apiKeyActorResolver } from "./api-key-actor";
export { apiDocsRoutes } from "./docs-routes";
export { registerIdempotency } from "./idempotency";
