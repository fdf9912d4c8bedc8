import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AccessRule } from "../domain/auth/permissions";
import type { RouteContract } from "../domain/shared/contracts/define";
import "./audit-names";
import { registerHostGate } from "./host-gate";
import { corporateAccountRoutes } from "./modules/accounts/plugin";
import { adminJobRoutes } from "./modules/admin-jobs/plugin";
import { apiKeyRoutes } from "./modules/api-keys/plugin";
import { assistantRoutes } from "./modules/assistant/plugin";
import { auditRoutes } from "./modules/audit/plugin";
import {
  createAuth,
  registerAuthBridge,
  sessionActorResolver,
  sessionRoutes,
  signupRoutes,
} from "./modules/auth/plugin";
import { batchRoutes } from "./modules/batches/plugin";
import { brandingRoutes } from "./modules/branding/plugin";
import { broadcastRoutes } from "./modules/broadcast/plugin";
import { categoryRoutes } from "./modules/categories/plugin";
import { deliveryRoutes, smtpSettingsRoutes, whatsappSettingsRoutes } from "./modules/delivery/plugin";
import { devMailboxRoutes } from "./modules/dev-mailbox/plugin";
import { documentApiRoutes, documentRoutes, pdfDocumentRoutes } from "./modules/documents/plugin";
import { eventRoutes } from "./modules/events/plugin";
import { fileRoutes } from "./modules/files/plugin";
import { headerFooterRoutes } from "./modules/header-footer/plugin";
import { healthRoutes } from "./modules/health/plugin";
import { insightRoutes } from "./modules/insight/plugin";
import { planOverviewRoutes, planRoutes } from "./modules/plans/plugin";
import { privacyRoutes } from "./modules/privacy/plugin";
import { apiDocsRoutes, apiKeyActorResolver, registerIdempotency } from "./modules/public-api/plugin";
import { retentionRoutes } from "./modules/retention/plugin";
import {
  esignSettingsRoutes,
  esignWebhookRoutes,
  signatureApiRoutes,
  signatureRoutes,
} from "./modules/signatures/plugin";
import { supportRoutes } from "./modules/support/plugin";
import { templateRoutes } from "./modules/templates/plugin";
import { userRoutes } from "./modules/users/plugin";
import { verificationRoutes } from "./modules/verification/plugin";
import type { Deps, RouteDeps } from "./platform/deps";
import "../domain/shared/zod-config";
import { webhookApiRoutes, webhookRoutes } from "./modules/webhooks/plugin";
import { wordRoutes } from "./modules/word/plugin";
import { frameworkErrorHandler, registerErrorHandler } from "./platform/http/errors";
import { EventHub } from "./platform/http/event-hub";
import { registerAccessGuard } from "./platform/http/guards";
import { registerInputGuard } from "./platform/http/input-guard";
import { registerRequestContext } from "./platform/http/request-context";
import { responseSerializer } from "./platform/http/response-serializer";
import { registerSecurity } from "./platform/http/security";
import { registerWeb } from "./web-pages";

export interface RouteEntry {
  method: string;
  url: string;
  access: AccessRule | "public" | undefined;
  /** The route's own Zod schemas (tests derive generated inputs from them). */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  /** The contract it was registered from (platform/http/route.ts); the route-contract test requires one. */
  contract?: RouteContract;
}

declare module "fastify" {
  interface FastifyInstance {
    routeCatalog: RouteEntry[];
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole application (used by main and by the integration tests). */
export async function buildApp(deps: Deps, options: { httpLog?: boolean } = {}): Promise<FastifyInstance> {
  const { config, database, db } = deps;
  const app = Fastify({
    logger: options.httpLog ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Off unless TRUST_PROXY names the reverse proxy (README; docs/decisions/0004): request.ip is then the client's.
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Every route with its access rule, so tests can prove the gate on all of them.
  const routeCatalog: RouteEntry[] = [];
  app.decorate("routeCatalog", routeCatalog);
  registerRequestContext(app);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      const { access, contract } = route.config ?? {};
      routeCatalog.push({ method, url: route.url, access, schema: route.schema, contract });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  await app.register(fastifySwagger, {
    // 3.1: the Zod schemas become JSON Schema 2020-12 (null as a type, not 3.0's `nullable`).
    openapi: { openapi: "3.1.0", info: { title: "Minuta API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });

  const auth = createAuth({ config, db, mailer: deps.mailer, rateLimits: deps.rateLimits });
  const hub = new EventHub();
  const stopListening = await database.listen("minuta_changes", (payload) => hub.publish(payload));
  app.addHook("onClose", async () => stopListening());

  registerErrorHandler(app);
  registerInputGuard(app);
  // Before the origin check: a customer's verified host is marked (or refused) first (decision 0043).
  registerHostGate(app, deps);
  registerSecurity(app, config);
  const resolveActor = sessionActorResolver(db, auth);
  registerAccessGuard(app, {
    session: (request) => resolveActor(request.headers),
    apiKey: apiKeyActorResolver(db, deps.rateLimits, config.apiRateLimitPerMinute),
  });
  await registerAuthBridge(app, auth, config.appUrl, db);

  // Every feature receives the same dependencies (plus this app's auth and event hub).
  const routeDeps: RouteDeps & { auth: typeof auth } = { ...deps, auth, hub };
  await app.register(healthRoutes);
  await app.register(signupRoutes(routeDeps));
  await app.register(sessionRoutes(routeDeps));
  await app.register(eventRoutes(routeDeps));
  await app.register(templateRoutes(routeDeps));
  await app.register(assistantRoutes(routeDeps));
  await app.register(wordRoutes(routeDeps));
  await app.register(documentRoutes(routeDeps));
  await app.register(batchRoutes(routeDeps));
  await app.register(deliveryRoutes(routeDeps));
  await app.register(headerFooterRoutes(routeDeps));
  await app.register(fileRoutes(routeDeps));
  await app.register(planRoutes(routeDeps));
  await app.register(corporateAccountRoutes(routeDeps));
  await app.register(planOverviewRoutes(routeDeps));
  await app.register(smtpSettingsRoutes(routeDeps));
  await app.register(whatsappSettingsRoutes(routeDeps));
  await app.register(esignSettingsRoutes(routeDeps));
  await app.register(esignWebhookRoutes(routeDeps));
  await app.register(signatureRoutes(routeDeps));
  await app.register(verificationRoutes(routeDeps));
  await app.register(userRoutes(routeDeps));
  await app.register(categoryRoutes(routeDeps));
  await app.register(adminJobRoutes(routeDeps));
  await app.register(insightRoutes(routeDeps));
  await app.register(broadcastRoutes(routeDeps));
  await app.register(apiKeyRoutes(routeDeps));
  await app.register(auditRoutes(routeDeps));
  await app.register(webhookRoutes(routeDeps));
  await app.register(privacyRoutes(routeDeps));
  // The public API v1 (issue 23): its POSTs honour Idempotency-Key; each module registers its own v1 routes.
  registerIdempotency(app, db);
  await app.register(documentApiRoutes(routeDeps));
  await app.register(pdfDocumentRoutes(routeDeps));
  await app.register(signatureApiRoutes(routeDeps));
  await app.register(webhookApiRoutes(routeDeps));
  await app.register(apiDocsRoutes(routeDeps));
  await app.register(brandingRoutes(routeDeps));
  await app.register(supportRoutes(routeDeps));
  await app.register(retentionRoutes(routeDeps));
  // The development outbox exists only in development without SMTP, and answers only local requests:
  // it shows confirmation and reset links, which must never reach anyone else.
  if (config.devOutbox) await app.register(devMailboxRoutes(routeDeps));

  await registerWeb(app, deps);
  return app;
}
